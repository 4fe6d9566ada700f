"""Texts the server words in the caller's language from the catalogs: a preview's line, a refusal.

The templates are the catalogs' (`app.i18n.catalog`: a game's "events" and "previews") and the
site's (`ui.json`), written as the browser writes them (static/js/core/catalog.js `fill`):
`{key}` names an id or a value, `{key|player}` a seat, `{key|points}` points, `{key|signed}`
points with their sign, `{key|ordinal}` a 0-based slot as "2", `{key|count}` a list's length,
`{key|kind}` the id "kind:value", `{key|n:sandal}` a number with its noun ("1 sandal", "2
sandals"; Russian gives three forms, `{key|n:сандалия:сандалии:сандалий}`); a segment in `[[ ]]`
shows only when every value it names is there and not 0. Ids never reach the words: a value that
names a component is replaced by its name, and an unknown word is made readable.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from app import i18n
from app.engine.preview import Preview

# i18n-keys: preview.*, points, common.seat, bot.name, bot.level.*, error.*

_FIELD = re.compile(r"\{([A-Za-z_.0-9]+)(?:\|([a-z_]+(?::[^:{}|]+)*))?\}")
_OPTIONAL = re.compile(r"\[\[(.*?)\]\]")
_ID = re.compile(r"\b([a-z_]+):([A-Za-z0-9_-]+)\b")
# What an id looks like inside words that should name things ("tile:water-t-3").
RAW_ID = re.compile(r"\b[a-z_]+:[A-Za-z0-9_-]+\b")
MINUS = "\u2212"


def plural_category(lang: str, n: float) -> str:
    """The plural form a number takes (CLDR's rules for the languages we have)."""
    whole = float(n).is_integer()
    if lang == "ru":
        if not whole:
            return "other"
        i = abs(int(n))
        if i % 10 == 1 and i % 100 != 11:
            return "one"
        if 2 <= i % 10 <= 4 and not 12 <= i % 100 <= 14:
            return "few"
        return "many"
    return "one" if whole and abs(n) == 1 else "other"


def number_text(n: float) -> str:
    r = round(float(n), 1)
    return str(int(r)) if r.is_integer() else str(r)


def signed(n: float) -> str:
    """+3, −2 (a true minus sign), 0."""
    if round(float(n), 1) == 0:
        return "0"
    return ("+" if n > 0 else MINUS) + number_text(abs(n))


def humanize(word: Any) -> str:
    return re.sub(r"[_-]+", " ", re.sub(r"^[a-z]+:", "", str(word)))


_BOT = re.compile(r"^Bot (\d+) \(([a-z]+)\)$")


def seat_namer(seats: list[Any], lang: str) -> Callable[[int], str]:
    """Display names of a room's seats (`SeatInfo`s) in `lang`, as the browser gives them
    (static/js/core/names.js): a bot's name the server gave is worded in the language, and a
    name a person chose is isolated (between U+2068 and U+2069), so that a right-to-left name
    does not carry the words and numbers around it along in the sentence it is put in."""
    words = SiteWords(lang)

    def name(seat: int) -> str:
        info = seats[seat] if 0 <= seat < len(seats) else None
        if info is None or not info.name:
            return words.ui("common.seat", n=seat + 1)
        m = _BOT.match(info.name) if info.kind == "bot" else None
        if m and f"bot.level.{m.group(2)}" in words.ui_texts:
            return words.ui("bot.name", n=m.group(1), level=words.ui(f"bot.level.{m.group(2)}"))
        return f"\u2068{info.name}\u2069"
    return name


class SiteWords:
    """The site's texts (ui.json) in one language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in i18n.languages() else i18n.DEFAULT
        self.ui_texts = i18n.ui(self.lang)
        self.english_ui = i18n.ui(i18n.DEFAULT)

    def ui(self, key: str, **params: Any) -> str:
        value = self.ui_texts.get(key, self.english_ui.get(key))
        if value is None:
            raise KeyError(key)
        if isinstance(value, dict):
            forms = value
            value = forms.get(plural_category(self.lang, params.get("n", 0))) or forms.get("other") or next(iter(forms.values()))
        def put(m: re.Match) -> str:
            if m.group(1) not in params:
                return m.group(0)
            v = params[m.group(1)]
            return number_text(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)

        return re.sub(r"\{([a-z_0-9]+)\}", put, value)

    def count_noun(self, n: float, forms: list[str]) -> str:
        order = self.ui_texts.get("language.plural_order") or ["one", "other"]
        if len(forms) == 1:
            form = forms[0] + "s" if self.lang == "en" and n != 1 else forms[0]
        else:
            cat = plural_category(self.lang, n)
            at = order.index(cat) if cat in order else -1
            form = forms[at] if 0 <= at < len(forms) else forms[-1]
        return f"{number_text(n)} {form}"

    def list_text(self, items: list[str]) -> str:
        items = [str(i) for i in items]
        if len(items) < 2:
            return "".join(items)
        last = " и " if self.lang == "ru" else (" and " if len(items) == 2 else ", and ")
        return ", ".join(items[:-1]) + last + items[-1]


class Wording(SiteWords):
    """The words of one game in one language; `names(seat)` gives a seat's display name."""

    def __init__(self, game_id: str, lang: str, names: Callable[[int], str] | None = None) -> None:
        super().__init__(lang)
        self.game_id = game_id
        self.catalog = i18n.catalog(game_id, self.lang)
        self.components: dict[str, Any] = self.catalog.get("components", {})
        self.names = names or (lambda s: self.ui("common.seat", n=s + 1))

    # ----- the game's texts ----------------------------------------------------------------

    def name(self, value: Any, kind: str | None = None) -> str:
        key = f"{kind}:{value}" if kind else str(value)
        entry = self.components.get(key) or (None if kind else self.components.get(str(value)))
        return entry["name"] if entry else humanize(value)

    def category(self, key: str) -> str:
        cats = self.catalog.get("categories", {})
        return cats.get(key) or humanize(key).capitalize()

    def scrub(self, text: str) -> str:
        return _ID.sub(lambda m: self.components[m.group(0)]["name"] if m.group(0) in self.components else m.group(0), text)

    def format(self, value: Any, fmt: str | None, key: str) -> str:
        if fmt and fmt.startswith("n:"):
            n = len(value) if isinstance(value, list) else float(value)
            return self.count_noun(n, fmt[2:].split(":"))
        if isinstance(value, list):
            if fmt == "count":
                return str(len(value))
            return self.list_text([self.format(v, fmt, key) for v in value if v not in (None, "")])
        if fmt == "player" or (not fmt and key == "seat"):
            return self.names(int(value))
        if fmt == "points":
            return self.ui("points", n=float(value)) if not isinstance(value, bool) else ""
        if fmt == "signed":
            return signed(value)
        if fmt == "category":
            return self.category(str(value))
        if fmt == "ordinal":
            return str(int(value) + 1)
        if fmt and fmt != "name":
            return self.name(value, fmt)
        if isinstance(value, bool):
            return ""
        if isinstance(value, (int, float)):
            return number_text(value)
        if isinstance(value, str):
            return self.name(value) if value in self.components else self.scrub(humanize(value))
        return ""

    def fill(self, template: str, params: dict[str, Any]) -> str:
        def one(text: str, strict: bool) -> str:
            missing = False

            def field(m: re.Match) -> str:
                nonlocal missing
                value: Any = params
                for part in m.group(1).split("."):
                    value = value.get(part) if isinstance(value, dict) else None
                if value is None or (strict and value == 0 and not isinstance(value, bool)) or (
                        isinstance(value, list) and not value and m.group(2) != "count"):
                    missing = True
                    return ""
                return self.format(value, m.group(2), m.group(1).split(".")[-1])

            out = _FIELD.sub(field, text)
            return "" if strict and missing else out

        return one(_OPTIONAL.sub(lambda m: one(m.group(1), True), template), False)

    def template(self, code: str) -> str | None:
        for table in (self.catalog.get("previews", {}), self.catalog.get("events", {})):
            if table.get(code):
                return table[code]
        return None

    # ----- refusals ------------------------------------------------------------------------

    def refusal(self, code: str, params: dict[str, Any], fallback: str = "") -> str:
        """A rule's refusal in words: the catalog's "refusals" template of its code, filled with
        its values (ids named by their names); `fallback` when the catalog has none. A code that
        one rule refuses for several reasons may have a table of templates, one for each value of
        its `case` parameter (the reason, which the refusal's values carry for programs too)."""
        template = self.catalog.get("refusals", {}).get(code)
        if isinstance(template, dict):
            template = template.get(str(params.get("case"))) or template.get("other")
        if not template:
            # The refusals every game shares (illegal_move, malformed_move...) are the site's.
            common = self.ui_texts.get(f"error.{code}")
            return common if isinstance(common, str) else fallback or humanize(code)
        return self.fill(template, params)

    def has_refusal(self, code: str) -> bool:
        return bool(self.catalog.get("refusals", {}).get(code)) or isinstance(self.ui_texts.get(f"error.{code}"), str)

    # ----- previews ------------------------------------------------------------------------

    def line(self, line: dict[str, Any], lines_of: tuple = ()) -> str:
        code = line.get("code", "")
        if code.startswith("preview."):
            if code == "preview.nothing" and len(lines_of) > 1:
                return ""
            return self.ui(code, category=self.category(str(line.get("category", ""))),
                           name=self.names(int(line["seat"])) if "seat" in line else "",
                           points=signed(line.get("points", 0)))
        template = self.template(code)
        if template is None:
            return humanize(code)
        return self.fill(template, line)

    def preview_text(self, preview: Preview) -> str:
        lines = tuple(preview.lines)
        if not preview.certain:
            # the average first, then the lines the game gives for it (its mean changes)
            lines = tuple(x for x in lines if x.get("code") != "preview.nothing")
            words = [self.line(x, lines) for x in lines]
            return "; ".join([self.ui("preview.expected", points=signed(preview.points)), *filter(None, words)])
        return "; ".join(t for t in (self.line(x, lines) for x in lines) if t)

    def preview(self, preview: Preview) -> dict[str, Any]:
        """A preview as the API answers it: its numbers and its words."""
        return {**preview.numbers(), "text": self.preview_text(preview)}
