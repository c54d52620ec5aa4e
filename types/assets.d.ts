// CSS modules: rspack's `css/module` type gives a map of local names to generated class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
