#!/usr/bin/env python3
"""Writes the typeface the lab-report PDFs embed (worker/lib/pdf.ts): a subset of Liberation Sans 2 (metric-compatible
with Helvetica), Regular and Bold, as a generated TypeScript module, with the font's licence (SIL OFL 1.1) beside it.

    python3 scripts/subset-pdf-font.py            regenerate worker/lib/fonts/report-sans.generated.ts and OFL.txt
    python3 scripts/subset-pdf-font.py --check    exit 1 when the committed files differ from what it would write

Needs: pip install fonttools; apt-get install fonts-liberation2 (Liberation Sans 2.x, under the OFL). Not the older
fonts-liberation (1.x, /usr/share/fonts/truetype/liberation/): that version is under the GPL with a font exception, and
the script refuses a font whose licence record does not name the OFL.

Run it again after adding characters to CHARS (a report that prints a character outside the subset draws '?', and
tests/worker/lib/lab-report.test.ts says which). The output is deterministic: the same fonts and CHARS give the same
bytes.

What it writes, per weight:
- the subset TrueType file (no hinting instructions, no layout tables: the PDF positions every glyph itself), deflated
  (zlib, what a PDF's /FlateDecode reads) and base64-encoded, so the PDF writer copies it into the file as it is;
- each glyph's character (for the ToUnicode CMap), its advance width from the subset's hmtx in 1/1000 em (the PDF's /W
  and the writer's line measuring), and the descriptor's metrics (bounding box, ascent, descent, cap height).

The subset is a Modified Version under the OFL, and "Liberation" (like "Arimo") is a Reserved Font Name, which a
Modified Version may not carry: the subset's name records call it "Raport Sans" (PostScript RaportSans and
RaportSans-Bold). The copyright and licence records are kept, and OFL.txt goes with the module.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import sys
import zlib
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "worker" / "lib" / "fonts"
MODULE = OUT_DIR / "report-sans.generated.ts"
LICENCE = OUT_DIR / "OFL.txt"
SOURCE_DIR = Path("/usr/share/fonts/truetype/liberation2")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-liberation2/copyright")

FAMILY = "Raport Sans"
WEIGHTS = [
    # (export name, source file, PostScript name, subfamily)
    ("REGULAR", "LiberationSans-Regular.ttf", "RaportSans", "Regular"),
    ("BOLD", "LiberationSans-Bold.ttf", "RaportSans-Bold", "Bold"),
]

# Every character a report can draw. Printable ASCII; Romanian with the comma below (the cedilla forms ş ţ are not
# here: pdf.ts draws them with ș ț); the punctuation and signs of the reports (lab-report.ts, the results of
# client/pages/certificate-page.tsx, the catalogue's lots) and a few a lab's text may bring; Latin letters of names.
CHARS = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "ăâîșțĂÂÎȘȚ"
    + "–—„”“‘’‚«»•·…"
    + "×÷Δ≤≥≈−±°µ²³‰€©®™§"
    + "éèêëàáäöóüúçñÉÖÜ"
)


def fail(message: str) -> None:
    sys.exit(f"subset-pdf-font: {message}")


def subset_font(path: Path, ps_name: str, subfamily: str) -> TTFont:
    font = TTFont(path, recalcTimestamp=False)
    name = font["name"]
    licence = name.getDebugName(13) or ""
    if "Open Font License" not in licence:
        fail(f"{path}: its licence record is {licence!r}, not the SIL Open Font License (use fonts-liberation2)")
    cmap = font.getBestCmap()
    missing = [c for c in CHARS if ord(c) not in cmap]
    if missing:
        fail(f"{path} has no glyph for {' '.join(f'U+{ord(c):04X}' for c in missing)}")

    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.glyph_names = False
    options.notdef_outline = True
    options.recalc_timestamp = False
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "kern", "FFTM", "gasp", "DSIG"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.name_languages = [0x409]
    options.name_legacy = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in CHARS])
    subsetter.subset(font)

    # The Reserved Font Names stay with the original: the subset gets its own name.
    version = name.getDebugName(5) or ""
    full = FAMILY if subfamily == "Regular" else f"{FAMILY} {subfamily}"
    for name_id, value in (
        (1, FAMILY),
        (2, subfamily),
        (3, f"{ps_name};{version}"),
        (4, full),
        (6, ps_name),
    ):
        name.setName(value, name_id, 3, 1, 0x409)
    name.setName(
        f"A subset of Liberation Sans {subfamily} ({version.replace('Version ', '')}), renamed as the SIL OFL 1.1 asks "
        "of a Modified Version, for the lab-report PDFs.",
        10,
        3,
        1,
        0x409,
    )
    return font


def describe(export: str, font: TTFont, ps_name: str) -> tuple[str, int, int]:
    data = io.BytesIO()
    font.save(data)
    ttf = data.getvalue()
    deflated = zlib.compress(ttf, 9)

    order = font.getGlyphOrder()
    gid_of = {glyph: gid for gid, glyph in enumerate(order)}
    cmap = font.getBestCmap()
    chars = [""] * len(order)
    for char in CHARS:
        gid = gid_of[cmap[ord(char)]]
        if chars[gid]:
            fail(f"{ps_name}: {chars[gid]!r} and {char!r} share glyph {gid}; keep one in CHARS, alias the other in pdf.ts")
        chars[gid] = char

    head, hhea, os2, post = font["head"], font["hhea"], font["OS/2"], font["post"]
    upem = head.unitsPerEm

    def em(value: float) -> int:
        return round(value * 1000 / upem)

    widths = [em(font["hmtx"][glyph][0]) for glyph in order]
    # A six-letter subset tag (ISO 32000-1, 9.6.4) from the subset's bytes: it changes when the glyphs do.
    digest = hashlib.sha256(ttf).digest()
    tag = "".join(chr(ord("A") + b % 26) for b in digest[:6])
    weight = os2.usWeightClass
    fields = {
        "baseFont": f"{tag}+{ps_name}",
        "chars": "".join(c or "\0" for c in chars),
        "widths": widths,
        "bbox": [em(head.xMin), em(head.yMin), em(head.xMax), em(head.yMax)],
        "ascent": em(hhea.ascent),
        "descent": em(hhea.descent),
        "capHeight": em(os2.sCapHeight),
        "italicAngle": round(post.italicAngle, 2) if post.italicAngle % 1 else int(post.italicAngle),
        # No stem width is recorded in a TrueType font: the usual estimate from the weight class.
        "stemV": round(10 + 220 * (weight - 50) / 900),
        "length1": len(ttf),
        "file": base64.b64encode(deflated).decode("ascii"),
    }
    lines = [f"export const {export}: EmbeddedFont = {{"]
    for key, value in fields.items():
        if key == "chars":
            # One string, index = glyph id; \0 for glyphs no character names (.notdef, accent parts).
            text = json.dumps(value, ensure_ascii=True).replace("\\u0000", "\\0")
            lines.append(f"  chars: {text},")
        else:
            lines.append(f"  {key}: {json.dumps(value, separators=(', ', ': '))},")
    lines.append("};")
    return "\n".join(lines), len(ttf), len(deflated)


HEADER = '''// Generated by scripts/subset-pdf-font.py: do not edit (run `python3 scripts/subset-pdf-font.py` again).
// Raport Sans: a subset of Liberation Sans {version} (Regular, Bold), renamed as the SIL Open Font License 1.1 asks
// of a Modified Version of a font with a Reserved Font Name. Licence: ./OFL.txt. Digitized data copyright (c) 2010
// Google Corporation; copyright (c) 2012 Red Hat, Inc.
// Only worker/lib/pdf.ts imports it, with a dynamic import(): pages that build no PDF never load it.

/** One weight of the report's typeface, as the PDF embeds it (a CIDFontType2 font, glyph ids as codes). */
export interface EmbeddedFont {{
  /** The PDF's /BaseFont: a subset tag and the PostScript name. */
  baseFont: string;
  /** Each glyph's character, by glyph id ('\\0' for a glyph no character names). */
  chars: string;
  /** Each glyph's advance width in 1/1000 em, by glyph id (the subset's hmtx). */
  widths: number[];
  /** The font's bounding box, ascent, descent, cap height and italic angle, in 1/1000 em (the font descriptor). */
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  stemV: number;
  /** The TrueType file's length in bytes (the stream's /Length1). */
  length1: number;
  /** The TrueType file, zlib-deflated (a /FlateDecode stream as it is), in base64. */
  file: string;
}}
'''


def licence_text() -> str:
    """The copyright lines and the OFL's text, from Debian's machine-readable copyright file of fonts-liberation2."""
    lines = DEBIAN_COPYRIGHT.read_text(encoding="utf-8").splitlines()

    def continuation(first: int) -> list[str]:
        """The indented lines after lines[first] (a field's value), '.' lines read as blank ones."""
        out = []
        for line in lines[first + 1 :]:
            if not line.startswith(" "):
                break
            out.append("" if line.strip() == "." else line[1:].rstrip())
        return out

    copyright_lines = [line.strip() for line in continuation(lines.index("Copyright:"))]
    body = continuation(lines.index("License: SIL-OFL-1.1"))
    if not copyright_lines or "SIL OPEN FONT LICENSE Version 1.1" not in "\n".join(body):
        fail(f"{DEBIAN_COPYRIGHT}: no OFL text found")
    return "\n".join(copyright_lines + [""] + body).rstrip() + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed files are not up to date")
    args = parser.parse_args()

    version = ""
    parts = []
    sizes = []
    for export, file, ps_name, subfamily in WEIGHTS:
        path = SOURCE_DIR / file
        if not path.exists():
            fail(f"{path} not found: apt-get install fonts-liberation2")
        version = (TTFont(path)["name"].getDebugName(5) or "").replace("Version ", "")
        font = subset_font(path, ps_name, subfamily)
        part, raw, deflated = describe(export, font, ps_name)
        parts.append(part)
        sizes.append(f"{ps_name}: {len(font.getGlyphOrder())} glyphs, {raw} bytes, {deflated} deflated")
    module = HEADER.format(version=version) + "\n" + "\n\n".join(parts) + "\n"
    licence = licence_text()

    if args.check:
        stale = [p for p, text in ((MODULE, module), (LICENCE, licence)) if not p.exists() or p.read_text() != text]
        if stale:
            fail(f"out of date: {', '.join(str(p.relative_to(ROOT)) for p in stale)}")
        print("subset-pdf-font: up to date")
        return
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    MODULE.write_text(module, encoding="utf-8")
    LICENCE.write_text(licence, encoding="utf-8")
    for line in sizes:
        print(line)
    print(f"{MODULE.relative_to(ROOT)}: {len(module.encode())} bytes")


if __name__ == "__main__":
    main()
