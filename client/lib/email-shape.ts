/*
 * The browser's first look at an address, shared by the login page and the profile's news form (two features), so
 * both catch the same obvious mistakes before anything is sent.
 */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` looks like an address (the server checks it properly). */
export const isEmailShaped = (email: string): boolean => EMAIL_SHAPE.test(email.trim());
