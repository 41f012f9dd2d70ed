// The offline check of the rendered reference (npm run docs:build fails on it; the HTTP test asserts it):
// it finds what a browser would fetch from another host, and leaves links and text alone.
import { externalResourceUrls } from '../../src/http/docs';

describe('externalResourceUrls', () => {
  it('finds scripts, stylesheets, preloads, images, CSS url()/@import, module imports and CDN or font hosts', () => {
    const page = [
      '<script src="https://cdn.example.net/redoc.js"></script>',
      '<link rel="modulepreload" href="https://cdn.redocly.com/redoc/v3/redoc.standalone.js" />',
      '<link href="//fonts.googleapis.com/css?family=Roboto" rel="stylesheet">',
      '<img alt="x" src="http://images.example.org/logo.svg">',
      '<style>@import url("https://styles.example.com/a.css"); body{background:url(https://img.example.com/b.png)}</style>',
      '<script type="module">import { hydrate } from "https://esm.example.com/redoc.js";</script>',
      '<script>const logo = `https://cdn.redoc.ly/redoc/logo-mini.svg`;</script>',
    ].join('\n');
    expect(externalResourceUrls(page).sort()).toEqual(
      [
        'https://cdn.example.net/redoc.js',
        'https://cdn.redocly.com/redoc/v3/redoc.standalone.js',
        'cdn.redocly.com',
        '//fonts.googleapis.com/css?family=Roboto',
        'fonts.googleapis.com',
        'http://images.example.org/logo.svg',
        'https://styles.example.com/a.css',
        'https://img.example.com/b.png',
        'https://esm.example.com/redoc.js',
        'cdn.redoc.ly',
      ].sort(),
    );
  });

  it('leaves alone what is not fetched: links, text, inline data, local addresses, JS that builds URLs', () => {
    const page = [
      '<a target="_blank" href="https://redocly.com/redoc/">API docs by</a>',
      '<p>Webhooks go to https://hooks.example.com/payroll; see https://docs.payroll.example/errors/not_found</p>',
      '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"><link rel="icon" href="/favicon.ico">',
      '<style>.i{mask-image:url(data:,icons/x.svg)}</style>',
      '<script>const u = new URL(`https://chatgpt.com`); const svg = "http://www.w3.org/2000/svg";</script>',
    ].join('\n');
    expect(externalResourceUrls(page)).toEqual([]);
  });
});
