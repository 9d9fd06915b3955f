"""A minimal PNG reader for screenshot checks (8-bit RGB/RGBA, no interlace): no Pillow needed."""

import struct
import zlib

import numpy as np

_CHANNELS = {2: 3, 6: 4}  # PNG colour type → samples per pixel


def read_png(path) -> np.ndarray:
    """The image as an (height, width, channels) uint8 array."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in _CHANNELS and interlace == 0, f"unsupported PNG layout {header}"
    bpp = _CHANNELS[colour]
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8).reshape(height, width * bpp + 1)
    image = np.zeros((height, width * bpp), dtype=np.uint8)
    previous = np.zeros(width * bpp, dtype=np.uint8)
    for y in range(height):
        kind, row = raw[y, 0], raw[y, 1:]
        if kind == 0:
            line = row.copy()
        elif kind == 1:  # Sub: running sum per channel
            line = (np.cumsum(row.reshape(width, bpp), axis=0, dtype=np.uint64) % 256).astype(np.uint8).reshape(-1)
        elif kind == 2:  # Up
            line = row + previous
        else:  # Average (3) and Paeth (4) depend on the byte just decoded: decode in order
            line = _sequential(kind, row.tolist(), previous.tolist(), bpp)
        image[y] = line
        previous = image[y]
    return image.reshape(height, width, bpp)


def _sequential(kind: int, row: list, up: list, bpp: int) -> np.ndarray:
    out = [0] * len(row)
    for x, value in enumerate(row):
        a = out[x - bpp] if x >= bpp else 0
        b = up[x]
        if kind == 3:
            out[x] = (value + (a + b) // 2) & 0xFF
            continue
        c = up[x - bpp] if x >= bpp else 0
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out[x] = (value + predictor) & 0xFF
    return np.array(out, dtype=np.uint8)
