#!/usr/bin/env python3
"""animation_frames.py -- an animation's frames and the bytes of their fixed headers.

    python3 scripts/animation_frames.py FILE.gif|FILE.webp|FILE.apng

Prints "FRAMES HEADER_BYTES": the frames stored (a GIF's image
descriptors, an APNG's fcTL chunks, a WebP's ANMF chunks) and the bytes
every stored frame costs whatever its pixels (scripts/compare-gifsicle
compares the rest):

- GIF: graphic control extension 8, image descriptor 10, LZW minimum
  code size 1, block terminator 1: 20 a frame;
- APNG: fcTL chunk 38, IDAT or fdAT chunk 12 (an fdAT's sequence number
  4 more), zlib header and checksum 6: 60 a frame, 56 the first;
- WebP: ANMF chunk header 8 and its frame fields 16, VP8L chunk header 8,
  VP8L header 5: 37 a frame.
"""
import struct
import sys


def frames(b):
    if b[:6] in (b'GIF89a', b'GIF87a'):
        o = 13 + ((3 << ((b[10] & 7) + 1)) if b[10] & 0x80 else 0)
        n = 0
        while o < len(b) and b[o] != 0x3B:
            if b[o] == 0x21:
                o += 2
            elif b[o] == 0x2C:
                n += 1
                flags = b[o + 9]
                o += 10 + ((3 << ((flags & 7) + 1)) if flags & 0x80 else 0) + 1
            else:
                sys.exit(f"not a GIF block at byte {o}")
            while b[o]:
                o += b[o] + 1
            o += 1
        return n, 20 * n
    if b[:8] == b'\x89PNG\r\n\x1a\n':
        o, n = 8, 0
        while o + 8 <= len(b):
            length, = struct.unpack('>I', b[o:o + 4])
            n += b[o + 4:o + 8] == b'fcTL'
            o += 12 + length
        return n, 60 * n - 4 if n else 0
    if b[:4] == b'RIFF' and b[8:12] == b'WEBP':
        o, n = 12, 0
        while o + 8 <= len(b):
            length, = struct.unpack('<I', b[o + 4:o + 8])
            n += b[o:o + 4] == b'ANMF'
            o += 8 + length + (length & 1)
        return n, 37 * n
    sys.exit("not a GIF, PNG or WebP file")


if __name__ == '__main__':
    with open(sys.argv[1], 'rb') as f:
        n, header = frames(f.read())
    print(n, header)
