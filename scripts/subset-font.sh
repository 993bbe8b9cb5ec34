#!/bin/sh
# Cuts the `geist` package's variable Geist Sans to the Latin glyphs the site writes
# (app/fonts/geist-sans-latin.woff2, loaded by app/layout.tsx). Needs fontTools with brotli:
#   apt-get install python3-fonttools python3-brotli   (or: pip install fonttools brotli)
# Characters outside these ranges fall back to the system font, glyph by glyph.
set -e
cd "$(dirname "$0")/.."
python3 -m fontTools.subset node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212,U+2713' \
  --layout-features='kern,liga,calt,tnum,case' \
  --flavor=woff2 \
  --output-file=app/fonts/geist-sans-latin.woff2
ls -l app/fonts/geist-sans-latin.woff2
