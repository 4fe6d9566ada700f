"""The QR encoder of static/js/core/qr.js against python-qrcode, a reference encoder: the same text,
version and mask give the same modules, at every version the encoder makes and every mask."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser
qrcode = pytest.importorskip("qrcode")

CASES = [("hello", 1), ("https://panorama.example/rooms/abc", 3), ("x" * 60, 4),
         ("http://127.0.0.1:8141/rooms/Lx3kq9AbZyw#seat=2&token=" + "T" * 43, 6), ("é€ü" * 20, 9), ("ö" * 50, 7),
         ("z" * 150, 9), ("long link " * 20, 10)]


def reference(text: str, version: int | None = None, mask: int | None = None) -> list[list[bool]]:
    qr = qrcode.QRCode(version=version, error_correction=qrcode.constants.ERROR_CORRECT_M, border=0, mask_pattern=mask)
    qr.add_data(text.encode(), optimize=0)
    qr.make(fit=version is None)
    return qr.get_matrix()


def test_the_encoder_makes_the_modules_of_the_reference(new_page, server):
    page = new_page()
    page.goto("/")
    for text, version in CASES:
        for mask in range(8):
            ours = page.evaluate("async ([t, v, m]) => (await import('/static/js/core/qr.js')).qrMatrix(t, {version: v, mask: m})",
                                 [text, version, mask])
            assert ours == reference(text, version, mask), f"version {version}, mask {mask}"


def test_the_smallest_version_is_chosen_and_too_long_text_is_refused(new_page, server):
    page = new_page()
    page.goto("/")
    size = page.evaluate("async () => (await import('/static/js/core/qr.js')).qrMatrix('hello').length")
    assert size == 21
    size = page.evaluate("async (t) => (await import('/static/js/core/qr.js')).qrMatrix(t).length", "a" * 100)
    assert size == len(reference("a" * 100))
    error = page.evaluate("""async () => { try { (await import('/static/js/core/qr.js')).qrMatrix('a'.repeat(300)); return ''; }
                             catch (e) { return e.message; } }""")
    assert "too long" in error
