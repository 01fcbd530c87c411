/** The key tree of `T` with any string at each leaf: how a translation is typed against the en-US source. */
export type ResourceShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : ResourceShape<T[K]>;
};
