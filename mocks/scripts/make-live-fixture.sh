#!/usr/bin/env bash
# Writes the mock backend's live test stream: mocks/fixtures/live-stream/segment-{0..3}.mpegts, four
# MPEG-TS segments of exactly 2 s (8 s that loop seamlessly) that handlers/live-stream.ts serves as an
# endless live HLS playlist. Run once by hand when the picture should change, and commit the output:
# only this script needs ffmpeg (Debian: `apt-get install ffmpeg fonts-dejavu-core`); tests and CI read
# the committed files.
#
#   bash mocks/scripts/make-live-fixture.sh
#
# The picture: a test card in the shop's colours (lib/theme.ts: bazaar red #b3261e, blue #1f5f8b,
# cream #f7f5f2, dark #1c1b1f) with a red marker that sweeps across and back once per loop and the
# loop's second, so a viewer (or a test) sees that it plays. The sound: a soft 880 Hz beep at each
# second. H.264 Main 3.0 640×360 at 25 fps with a key frame at the start of every segment, AAC-LC mono
# 44.1 kHz: what hls.js (through MSE), Safari and Chromium's own HLS play.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=fixtures/live-stream
SEGMENTS=4
SEGMENT_SECONDS=2
LOOP_SECONDS=$((SEGMENTS * SEGMENT_SECONDS))
FPS=25
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (apt-get install ffmpeg)" >&2; exit 1; }
[ -f "$BOLD" ] || { echo "DejaVu fonts are needed (apt-get install fonts-dejavu-core)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Eight colour bars of the shop's palette across the middle of the card.
BARS=""
x=0
for colour in b3261e 1f5f8b 0b5d8f 8a4b00 2e7d32 4a4458 1c1b1f ffffff; do
  BARS+="drawbox=x=${x}:y=84:w=80:h=140:color=0x${colour}:t=fill,"
  x=$((x + 80))
done

VIDEO="color=c=0xf7f5f2:s=640x360:r=${FPS}:d=${LOOP_SECONDS},format=yuv420p,
drawbox=x=0:y=0:w=640:h=64:color=0xb3261e:t=fill,
drawbox=x=0:y=300:w=640:h=60:color=0x1c1b1f:t=fill,
${BARS}
drawtext=fontfile=${BOLD}:text='Çarşı Mezat':fontsize=30:fontcolor=white:x=24:y=17,
drawtext=fontfile=${BOLD}:text='TEST YAYINI':fontsize=22:fontcolor=white:x=w-tw-24:y=22,
drawtext=fontfile=${REGULAR}:text='Canlı açık artırma · deneme görüntüsü':fontsize=20:fontcolor=0xf7f5f2:x=24:y=319,
drawtext=fontfile=${BOLD}:text='%{eif\:mod(t\,${LOOP_SECONDS})+1\:d} / ${LOOP_SECONDS}':fontsize=20:fontcolor=0xf7f5f2:x=w-tw-24:y=319[card];
color=c=0xb3261e:s=36x36:r=${FPS}:d=${LOOP_SECONDS}[marker];
[card][marker]overlay=x='(W-w)*(0.5-0.5*cos(2*PI*t/${LOOP_SECONDS}))':y=244:shortest=1[v]"
AUDIO="aevalsrc='0.25*sin(2*PI*880*t)*lt(mod(t\,1)\,0.12)':s=44100:c=mono:d=${LOOP_SECONDS}[a]"

ffmpeg -hide_banner -loglevel error -y \
  -filter_complex "${VIDEO//$'\n'/};${AUDIO}" -map '[v]' -map '[a]' \
  -c:v libx264 -profile:v main -level:v 3.0 -preset veryslow -crf 30 -maxrate 240k -bufsize 480k \
  -g $((FPS * SEGMENT_SECONDS)) -keyint_min $((FPS * SEGMENT_SECONDS)) -sc_threshold 0 -pix_fmt yuv420p \
  -c:a aac -b:a 48k -ac 1 -ar 44100 \
  -f hls -hls_time "$SEGMENT_SECONDS" -hls_list_size 0 -hls_segment_type mpegts -hls_flags independent_segments \
  -hls_segment_filename "$WORK/segment-%d.mpegts" "$WORK/loop.m3u8"

# handlers/live-stream.ts takes every segment to last SEGMENT_SECONDS: check ffmpeg cut them so.
count=$(grep -c '^#EXTINF' "$WORK/loop.m3u8")
[ "$count" -eq "$SEGMENTS" ] || { echo "expected $SEGMENTS segments, ffmpeg wrote $count" >&2; cat "$WORK/loop.m3u8" >&2; exit 1; }
if grep '^#EXTINF' "$WORK/loop.m3u8" | grep -qv "^#EXTINF:${SEGMENT_SECONDS}\.0*,"; then
  echo "a segment does not last ${SEGMENT_SECONDS} s:" >&2
  cat "$WORK/loop.m3u8" >&2
  exit 1
fi

mkdir -p "$OUT"
rm -f "$OUT"/segment-*.mpegts
cp "$WORK"/segment-*.mpegts "$OUT"/
ls -l "$OUT"/segment-*.mpegts
echo "total: $(cat "$OUT"/segment-*.mpegts | wc -c) bytes"
