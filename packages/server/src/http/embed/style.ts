// The one stylesheet of every hosted page (company onboarding pages and the worker flows): served inside
// the page under its CSP nonce (no external fonts, scripts or files). The brand colour arrives as the
// custom properties --brand and --on-brand (layout.ts); everything else is fixed so the contrast of text
// on its background stays at or above WCAG 2 AA (4.5:1) whatever the partner's colour.
/** Widths of the progress bar, in steps of 5% (no inline styles: the CSP allows none). */
const BAR_WIDTHS = Array.from({ length: 21 }, (_, i) => `.bar .w${i * 5}{width:${i * 5}%}`).join('');

export const STYLESHEET = `${BAR_WIDTHS}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans",Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1f2328;background:#f4f5f7}
.topbar{background:var(--brand);color:var(--on-brand);padding:.75rem 1rem}
.topbar-inner{max-width:44rem;margin:0 auto;display:flex;align-items:center;gap:.75rem}
.topbar img{max-height:2.25rem;max-width:9rem;background:#fff;border-radius:.25rem;padding:.125rem}
.topbar .company{font-weight:600;font-size:1.05rem}
main{max-width:44rem;margin:1.25rem auto 2.5rem;padding:0 1rem}
.card{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1.25rem 1.25rem 1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
.muted{color:#57606a}
.progress{margin:0 0 1rem;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.25rem .5rem;font-size:.875rem;color:#57606a}
.progress li{display:flex;align-items:center;gap:.25rem}
.progress li+li::before{content:"\\203A";color:#8c959f;margin-right:.25rem}
.progress [aria-current="step"]{color:#1f2328;font-weight:600}
.progress .done{color:#1a7f37}
.progress-text{font-size:.875rem;color:#57606a;margin:0 0 .25rem}
.bar{height:.375rem;background:#e6e8eb;border-radius:1rem;margin:0 0 1rem;overflow:hidden}
.bar span{display:block;height:100%;background:var(--brand)}
.field{margin:1rem 0}
label,.legend{display:block;font-weight:600;margin:0 0 .25rem}
fieldset{border:0;margin:1rem 0;padding:0;min-width:0}
legend{font-weight:600;padding:0;margin:0 0 .25rem}
.hint{display:block;font-size:.875rem;color:#57606a;margin:0 0 .375rem;font-weight:400}
input[type=text],input[type=date],input[type=email],select{display:block;width:100%;max-width:28rem;font:inherit;padding:.5rem .625rem;border:1px solid #8c959f;border-radius:.375rem;background:#fff;color:#1f2328}
input[type=checkbox],input[type=radio]{width:1.125rem;height:1.125rem;margin:0 .5rem 0 0;flex:none;accent-color:#0b5394}
.choice{display:flex;align-items:flex-start;font-weight:400;margin:.375rem 0}
[aria-invalid=true]{border-color:#b42318;outline:1px solid #b42318}
.error-text{display:block;color:#b42318;font-weight:600;font-size:.9rem;margin:.25rem 0 0}
.error-summary{border:2px solid #b42318;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1rem;background:#fff5f5}
.error-summary h2{margin:0 0 .25rem;font-size:1rem;color:#b42318}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b42318}
.notice{border-left:4px solid #1a7f37;background:#f0fff4;padding:.75rem 1rem;margin:0 0 1rem}
.notice.warn{border-color:#9a6700;background:#fff8c5}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.375rem;border:2px solid transparent;cursor:pointer}
button.primary{background:var(--brand);color:var(--on-brand)}
button.secondary{background:#fff;color:#1f2328;border-color:#8c959f}
ul.edit-list{margin:.25rem 0;padding-left:1.25rem}
ul.edit-list li{margin:.25rem 0}
button.link{background:none;border:0;padding:0;color:#0b5394;text-decoration:underline;font-weight:400}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
button.primary:focus-visible{outline-color:#1f2328}
dl.summary{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.375rem 1rem;margin:.5rem 0}
dl.summary dt{font-weight:600;color:#57606a}
dl.summary dd{margin:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.95rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.375rem .5rem;border-bottom:1px solid #d0d7de;text-align:left;vertical-align:top}
th{background:#f6f8fa}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.total td{font-weight:700}
.table-wrap{overflow-x:auto}
pre.terms{white-space:pre-wrap;font:inherit;background:#f6f8fa;border:1px solid #d0d7de;border-radius:.375rem;padding:.75rem;max-height:16rem;overflow:auto}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
footer{max-width:44rem;margin:0 auto 2rem;padding:0 1rem;font-size:.8rem;color:#57606a}
@media (max-width:30rem){
  main{margin-top:.75rem;padding:0 .5rem}
  .card{padding:1rem .875rem 1.25rem;border-radius:.375rem}
  h1{font-size:1.3rem}
  dl.summary{grid-template-columns:1fr;gap:0 0}
  dl.summary dd{margin-bottom:.5rem}
  .actions button{flex:1 1 100%}
  /* Tables of the paystub viewer stacked as the review page's list is: a row is a block, each cell a line
     with its column's name (data-label), so nothing is off screen at 390 px; the header row stays for
     screen readers only. */
  table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
  table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:100%}
  table.stack tr{border-bottom:1px solid #d0d7de;padding:.375rem 0}
  table.stack caption{display:block;width:100%}
  table.stack td{border:0;padding:.125rem 0;display:flex;justify-content:flex-end;align-items:baseline;gap:.5rem;text-align:right;white-space:normal}
  table.stack td.row-head{font-weight:600;text-align:left}
  table.stack td[data-label]::before{content:attr(data-label);font-weight:400;color:#57606a;text-align:left;margin-right:auto}
  table.stack td:empty{display:none}
  .table-wrap{overflow-x:visible}
}
`;
