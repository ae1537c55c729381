#!/usr/bin/env python3
"""Strict readers for the animations Trellis writes (standard library only).

    scripts/animation_check.py FILE...     one line per file: "ok FILE" or "FAULT FILE: why"; exit 1 on any fault
    scripts/animation_check.py --self-test the readers find the faults they must (a cut file, a bad CRC)

PNG and APNG: the signature; every chunk inside the file, its type four
ASCII letters, its CRC right; IHDR first, IEND last and nothing after it;
an APNG's acTL frame count equal to its fcTL chunks, and sequence numbers
0, 1, 2 ... over fcTL and fdAT. GIF: header, screen and global table,
then extensions and images with their sub-blocks, ending with the trailer
(0x3B) as the last byte. WebP: RIFF's size the file's, every chunk inside
it (padded to even), VP8X first in an animation. The Swift twin of these
readers is Tests/RenderTests/StrictFileReader.swift.
"""
import struct
import sys
import zlib


def png_fault(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return "no PNG signature"
    offset, types, frames, controls, sequence = 8, [], None, 0, 0
    while offset < len(data):
        if offset + 12 > len(data):
            return "a chunk header cut off at byte %d" % offset
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        if offset + 12 + length > len(data):
            return "a chunk of %d bytes runs past the end at byte %d" % (length, offset)
        kind = data[offset + 4:offset + 8]
        if not all(65 <= b <= 90 or 97 <= b <= 122 for b in kind):
            return "a chunk type that is not four letters at byte %d" % offset
        body = data[offset + 4:offset + 8 + length]
        crc = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])[0]
        name = kind.decode("ascii")
        if zlib.crc32(body) & 0xFFFFFFFF != crc:
            return "%s at byte %d: wrong CRC" % (name, offset)
        payload = body[4:]
        if name == "acTL":
            frames = struct.unpack(">I", payload[:4])[0]
        if name in ("fcTL", "fdAT"):
            if name == "fcTL":
                controls += 1
            if len(payload) < 4 or struct.unpack(">I", payload[:4])[0] != sequence:
                return "%s at byte %d: sequence number out of order" % (name, offset)
            sequence += 1
        types.append(name)
        offset += 12 + length
        if name == "IEND":
            break
    if not types or types[0] != "IHDR":
        return "the first chunk is not IHDR"
    if types[-1] != "IEND":
        return "no IEND chunk at the end (the last is %s)" % types[-1]
    if offset != len(data):
        return "bytes after IEND"
    if frames is not None and frames != controls:
        return "acTL says %d frames, the file has %d fcTL chunks" % (frames, controls)
    return None


def gif_fault(data):
    if len(data) < 13 or data[:6] not in (b"GIF89a", b"GIF87a"):
        return "no GIF header"
    offset = 13
    if data[10] & 0x80:
        offset += 3 << ((data[10] & 7) + 1)

    def sub_blocks(offset):
        while True:
            if offset >= len(data):
                return None
            size = data[offset]
            offset += 1
            if size == 0:
                return offset
            offset += size

    while offset < len(data):
        block = data[offset]
        if block == 0x3B:
            return None if offset == len(data) - 1 else "bytes after the trailer"
        if block == 0x21:
            offset = sub_blocks(offset + 2)
        elif block == 0x2C:
            if offset + 10 > len(data):
                return "an image descriptor cut off"
            flags = data[offset + 9]
            offset += 10
            if flags & 0x80:
                offset += 3 << ((flags & 7) + 1)
            offset = sub_blocks(offset + 1)
        else:
            return "an unknown block 0x%02x at byte %d" % (block, offset)
        if offset is None:
            return "sub-blocks cut off"
    return "no trailer (0x3B) at the end"


def webp_fault(data):
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WEBP":
        return "no RIFF WEBP header"
    size = struct.unpack("<I", data[4:8])[0]
    if size + 8 != len(data):
        return "RIFF says %d bytes, the file has %d" % (size + 8, len(data))
    offset, kinds = 12, []
    while offset < len(data):
        if offset + 8 > len(data):
            return "a chunk header cut off at byte %d" % offset
        length = struct.unpack("<I", data[offset + 4:offset + 8])[0]
        padded = length + (length & 1)
        if offset + 8 + padded > len(data):
            return "a chunk runs past the end at byte %d" % offset
        kinds.append(data[offset:offset + 4])
        offset += 8 + padded
    if b"ANMF" in kinds and kinds[0] != b"VP8X":
        return "an animation without VP8X first"
    return None


def fault(path):
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"\x89PNG"):
        return png_fault(data)
    if data.startswith(b"GIF8"):
        return gif_fault(data)
    if data.startswith(b"RIFF"):
        return webp_fault(data)
    return "neither a PNG, a GIF nor a WebP"


def self_test():
    def chunk(kind, payload):
        body = kind + payload
        return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\x00\x00")) + chunk(b"IEND", b"")
    assert png_fault(png) is None
    assert "IEND" in png_fault(png[:-12])
    bad = bytearray(png)
    bad[20] ^= 1
    assert "CRC" in png_fault(bytes(bad))
    gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + b"\x00" * 6 + b"\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00\x3b"
    assert gif_fault(gif) is None, gif_fault(gif)
    assert gif_fault(gif[:-1]) is not None
    webp = b"RIFF" + struct.pack("<I", 4 + 8 + 2) + b"WEBP" + b"VP8L" + struct.pack("<I", 1) + b"\x2f\x00"
    assert webp_fault(webp) is None, webp_fault(webp)
    assert webp_fault(webp[:-2]) is not None
    print("animation_check: self-test passed")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return 0
    faults = 0
    for path in arguments:
        why = fault(path)
        if why:
            faults += 1
            print("FAULT %s: %s" % (path, why))
        else:
            print("ok %s" % path)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
