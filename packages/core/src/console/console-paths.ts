/** The dealer console's pages, on the bare platform host. */
export const CONSOLE_PATH = "/console";
export const CONSOLE_SIGN_IN_PATH = `${CONSOLE_PATH}/sign-in`;
export const CONSOLE_USERS_PATH = `${CONSOLE_PATH}/users`;
export const CONSOLE_AUDIT_PATH = `${CONSOLE_PATH}/audit`;
