export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
