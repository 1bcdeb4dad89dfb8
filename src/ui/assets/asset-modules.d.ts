/** webpack emits an imported image as a file and hands back its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** a font file, emitted the same way */
declare module '*.woff2' {
  const url: string;
  export default url;
}
