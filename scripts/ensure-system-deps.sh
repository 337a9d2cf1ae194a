#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium for Playwright, PostgreSQL 15 for the
# server suite and the e2e server, poppler-utils to read exported PDFs back, Noto CJK so PDFs can
# embed Chinese, Japanese and Korean, LibreOffice Calc to recalculate exported spreadsheets) when they
# are missing. Needs root; otherwise explains and stops.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
INITDB=/usr/lib/postgresql/15/bin/initdb

missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$INITDB" ] || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)

if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" -ne 0 ]; then
  echo "The tests need the Debian packages ${missing[*]}: run \`npm test\` once as root, or \`sudo apt-get install -y ${missing[*]}\`." >&2
  exit 1
fi
# Screenshots and Lighthouse want real fonts; only worth an apt run when we are root anyway.
if [ "$(id -u)" -eq 0 ] && ! fc-list 2>/dev/null | grep -qi liberation; then
  missing+=(fonts-liberation)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing ${missing[*]} (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q chromium postgresql fonts-liberation fontconfig poppler-utils fonts-noto-cjk fonts-dejavu-core \
  libreoffice-calc-nogui

[ -x "$CHROMIUM" ] || { echo "chromium did not install to $CHROMIUM" >&2; exit 1; }
[ -x "$INITDB" ] || { echo "PostgreSQL 15 did not install to $INITDB" >&2; exit 1; }
command -v soffice >/dev/null 2>&1 || { echo "libreoffice-calc-nogui did not install soffice" >&2; exit 1; }
