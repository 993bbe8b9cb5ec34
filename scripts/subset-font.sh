#!/bin/sh
# Cuts the `geist` package's variable Geist Sans into the two files app/layout's font loads
# (components/layout/site-document.tsx). Needs fontTools with brotli:
#   apt-get install python3-fonttools python3-brotli   (or: pip install fonttools brotli)
# - geist-sans-basic.woff2: ASCII and the punctuation the site writes. Preloaded on every page.
# - geist-sans-latin-ext.woff2: the rest of Latin-1 and a few more letters (accents in names an
#   editor may write). Same family, its own unicode-range, so a browser fetches it only for a
#   page that has one of these characters.
# Characters outside both ranges fall back to the system font, glyph by glyph.
# Keep the ranges in step with BASIC_RANGE / LATIN_EXT_RANGE in site-document.tsx.
set -e
cd "$(dirname "$0")/.."
FONT=node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2
BASIC='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+2713'
LATIN_EXT='U+00A1-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2032-2033'
python3 -m fontTools.subset "$FONT" --unicodes="$BASIC" \
  --layout-features='kern,liga,calt,tnum,case' --flavor=woff2 \
  --output-file=app/fonts/geist-sans-basic.woff2
python3 -m fontTools.subset "$FONT" --unicodes="$LATIN_EXT" \
  --layout-features='kern,liga,calt,tnum,case' --flavor=woff2 \
  --output-file=app/fonts/geist-sans-latin-ext.woff2
ls -l app/fonts/
