/**
 * Numbers that must keep their left-to-right order inside right-to-left text (decision 040): a
 * phone number written in groups ("0533 123 45 67", "+44 7911 123456") is several numbers to the
 * bidirectional algorithm, which a Persian or Arabic line lays out last group first ("67 45 123
 * 0533", "123456 7911 44+"). Each such number is put inside a left-to-right isolate (LRI … PDI).
 */

/** A number in groups apart by single spaces, or with a leading "+": what a phone number looks like. */
const PHONE_LIKE = /\+?\d+(?: \d+)+|\+\d+/g;

/** `text` with each phone-like number inside a left-to-right isolate. */
export const isolatePhoneNumbers = (text: string): string => text.replace(PHONE_LIKE, (number) => `\u2066${number}\u2069`);
