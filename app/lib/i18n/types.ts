/** The same nested keys with every text widened to `string`: another language must match it exactly. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
