#!/bin/sh
# Cuts the site's web fonts (components/layout/site-fonts.tsx loads them). Needs fontTools with
# brotli:
#   apt-get install python3-fonttools python3-brotli   (or: pip install fonttools brotli)
# From the `geist` package's variable Geist Sans:
# - app/fonts/geist-sans-basic.woff2: ASCII, the punctuation the site writes and every Turkish
#   letter (Ç Ğ İ ı Ö Ş Ü and the circumflex vowels). Preloaded on every page, so Turkish pages
#   (and the language switcher's «Türkçe») never need a second face or a fallback.
# - app/fonts/geist-sans-latin-ext.woff2: the rest of Latin-1 and a few more letters (accents in
#   names an editor may write). Same family, its own unicode-range, so a browser fetches it only
#   for a page that has one of these characters.
# From @fontsource-variable/noto-sans-arabic (variable: every weight in one file), for the Arabic
# pages only, into public/fonts/ with a content hash in the name (the Arabic pages preload it
# under that URL, so a changed file gets a new one):
# - noto-sans-arabic.<hash>.woff2: the Arabic language's letters, marks, digits and punctuation,
#   with the joining forms they reach through the font's shaping rules.
# - noto-sans-arabic-ext.<hash>.woff2: the rest of the Arabic block (Quranic marks, Persian and
#   Urdu letters) and the presentation forms, fetched only by a page that has one of them.
# Characters outside every range fall back to the system font, glyph by glyph.
# Every face keeps its weight axis from 400 (font-normal, the lightest weight the site sets) to 900
# (font-black): the masters below 400 were a fifth to a quarter of each file (Geist's basic face
# 19.2 -> 14.4 kB, the Arabic one 32.0 -> 24.9 kB), bytes on every first paint's critical path.
# PYTHON names an interpreter with fontTools when `python3` has none.
# Keep the ranges in step with site-fonts.tsx; print its file names with: sh scripts/subset-font.sh
set -e
PY=${PYTHON:-python3}
WEIGHTS='wght=400:900'
# Drops the weight masters outside $WEIGHTS from a cut face, in place. --no-recalc-timestamp keeps
# the source's `head.modified` (the instancer otherwise stamps the current time; subset keeps it by
# default), so two runs with one fontTools write the same bytes, and the Arabic files' hashed
# names stay put. Another fontTools version may encode differently.
keep_weights() { $PY -m fontTools.varLib.instancer "$1" "$WEIGHTS" -q --no-recalc-timestamp -o "$1"; }
cd "$(dirname "$0")/.."
FONT=node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2
BASIC='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00C2,U+00C7,U+00CE,U+00D6-00D7,U+00DB-00DC,U+00E2,U+00E7,U+00EE,U+00F6,U+00FB-00FC,U+011E-011F,U+0130-0131,U+015E-015F,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+2713'
LATIN_EXT='U+00A1-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00C1,U+00C3-00C6,U+00C8-00CD,U+00CF-00D5,U+00D8-00DA,U+00DD-00E1,U+00E3-00E6,U+00E8-00ED,U+00EF-00F5,U+00F7-00FA,U+00FD-00FF,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2032-2033'
$PY -m fontTools.subset "$FONT" --unicodes="$BASIC" \
  --layout-features='kern,liga,calt,tnum,case' --flavor=woff2 \
  --output-file=app/fonts/geist-sans-basic.woff2
keep_weights app/fonts/geist-sans-basic.woff2
$PY -m fontTools.subset "$FONT" --unicodes="$LATIN_EXT" \
  --layout-features='kern,liga,calt,tnum,case' --flavor=woff2 \
  --output-file=app/fonts/geist-sans-latin-ext.woff2
keep_weights app/fonts/geist-sans-latin-ext.woff2

ARABIC_FONT=node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2
ARABIC='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+200C-200E'
ARABIC_EXT='U+0600-060B,U+060D-061A,U+061C-061E,U+0620,U+063B-063F,U+0656-065F,U+066E-066F,U+0671-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFC'
mkdir -p public/fonts
rm -f public/fonts/noto-sans-arabic.*.woff2 public/fonts/noto-sans-arabic-ext.*.woff2
# Every OpenType feature: Arabic's joining forms, ligatures and mark placement are all features.
for part in "noto-sans-arabic:$ARABIC" "noto-sans-arabic-ext:$ARABIC_EXT"; do
  name=${part%%:*}
  $PY -m fontTools.subset "$ARABIC_FONT" --unicodes="${part#*:}" --layout-features='*' \
    --flavor=woff2 --output-file="public/fonts/$name.woff2"
  keep_weights "public/fonts/$name.woff2"
  hash=$(sha256sum "public/fonts/$name.woff2" | cut -c1-10)
  mv "public/fonts/$name.woff2" "public/fonts/$name.$hash.woff2"
done
ls -l app/fonts/ public/fonts/
