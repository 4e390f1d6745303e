// placeholder, replaced below
export const COMMON_PASSWORDS = "password\n123456\n12345678\nqwerty\npassword1\n";
