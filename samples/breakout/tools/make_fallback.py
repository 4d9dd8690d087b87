#!/usr/bin/env python3
"""Writes src/levels_fallback.lua from levels.json: the same data as a Lua table, used only when
the engine has no cc.Config (the JSON loader). levels.json stays the one place to edit.

    python3 samples/breakout/tools/make_fallback.py          # rewrite the fallback
    python3 samples/breakout/tools/make_fallback.py --check  # exit 1 if it is out of date
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = os.path.normpath(os.path.join(HERE, ".."))
SOURCE = os.path.join(GAME, "levels.json")
TARGET = os.path.join(GAME, "src", "levels_fallback.lua")


def lua(value, indent):
    pad = "    " * indent
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string of plain ASCII is a valid Lua string
    if isinstance(value, list):
        if all(not isinstance(v, (list, dict)) for v in value):
            return "{" + ", ".join(lua(v, 0) for v in value) + "}"
        return "{\n" + "".join(pad + "    " + lua(v, indent + 1) + ",\n" for v in value) + pad + "}"
    if isinstance(value, dict):
        lines = []
        for k in value:  # keep the file's order
            key = k if k.isidentifier() else "[" + json.dumps(k) + "]"
            lines.append(pad + "    " + key + " = " + lua(value[k], indent + 1) + ",\n")
        return "{\n" + "".join(lines) + pad + "}"
    raise TypeError(value)


def render():
    with open(SOURCE) as f:
        data = json.load(f)
    return ("-- src/levels_fallback.lua -- GENERATED from levels.json by tools/make_fallback.py; do not edit.\n"
            "-- Used only when the engine has no cc.Config to read levels.json with.\n"
            "return " + lua(data, 0) + "\n")


def main():
    text = render()
    if "--check" in sys.argv:
        with open(TARGET) as f:
            if f.read() != text:
                print("src/levels_fallback.lua is out of date: run tools/make_fallback.py", file=sys.stderr)
                return 1
        return 0
    with open(TARGET, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
