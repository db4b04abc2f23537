/** The site URL the test runtimes are configured with (https: cookies carry Secure). */
export const TEST_SITE = "https://www.kktc.test";
