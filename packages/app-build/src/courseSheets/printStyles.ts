/**
 * The print page's stylesheet (served as a file: the site's CSP allows no inline style), with the
 * site's font at the addresses the build gives its files. A4 on paper, the links' addresses
 * printed after them, the navigation links hidden.
 */
export function printStylesheet(fonts: { regular: string; bold: string }): string {
  return `@font-face{font-family:"Source Sans 3";font-style:normal;font-weight:400;font-display:swap;src:url(${fonts.regular}) format("woff2")}
@font-face{font-family:"Source Sans 3";font-style:normal;font-weight:700;font-display:swap;src:url(${fonts.bold}) format("woff2")}
@page{size:A4;margin:2cm}
:root{color:#1b1f2a;background:#fff;font-family:"Source Sans 3",system-ui,sans-serif;font-size:100%;line-height:1.5}
body{margin:0}
main{max-width:48rem;margin:0 auto;padding:2rem 1.25rem 3rem}
a{color:#1d4ed8}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.brand{margin:0;font-weight:700;color:#1d4ed8}
h1{margin:.25rem 0;font-size:2rem;line-height:1.15}
.updated,.intro,.source{color:#4b5263}
.updated{margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0 0 1.5rem;padding:0;list-style:none}
h2{margin:1.5rem 0 .25rem;font-size:1.4rem}
dl{margin:1rem 0 0}
dl>div{padding:.75rem 0;border-top:1px solid #d5d9e2;break-inside:avoid}
dt{font-weight:700;color:#1d4ed8}
dd{margin:.25rem 0 0}
dd p,dd ul{margin:.25rem 0}
dd ul{padding-left:1.25rem}
.source{margin-top:2rem;font-size:.9rem}
@media print{
:root{font-size:10.5pt}
main{max-width:none;padding:0}
.actions{display:none}
a{color:inherit}
dd a[href^="http"]::after{content:" (" attr(href) ")";font-size:.9em;color:#4b5263}
dt{break-after:avoid}
}
`;
}
