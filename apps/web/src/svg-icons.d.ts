// `bootstrap-icons/icons/<name>.svg?icon` imports, made by the svgIcons() plugin (icons.config.ts: IconSvg).
declare module "*.svg?icon" {
  const icon: { readonly name: string; readonly body: string };
  export default icon;
}
