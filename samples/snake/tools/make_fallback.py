#!/usr/bin/env python3
"""Writes src/tuning_fallback.lua from tuning.json: the values the game uses when the engine has no
cc.Config. python3 tools/make_fallback.py [--check]  (--check: exit 1 when the file is stale)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = os.path.join(HERE, "..")
TARGET = os.path.join(GAME, "src", "tuning_fallback.lua")


def lua(value, indent):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    pad = "    " * (indent + 1)
    if isinstance(value, list):
        items = [pad + lua(v, indent + 1) + "," for v in value]
    else:
        items = ["%s%s = %s," % (pad, k, lua(value[k], indent + 1)) for k in sorted(value)]
    return "{\n" + "\n".join(items) + "\n" + "    " * indent + "}"


def render():
    with open(os.path.join(GAME, "tuning.json")) as f:
        data = json.load(f)
    return ("-- tuning_fallback.lua -- GENERATED from tuning.json by tools/make_fallback.py; do not edit.\n"
            "-- The game reads tuning.json through cc.Config; this copy is for engines without it.\n"
            "return " + lua(data, 0) + "\n")


if __name__ == "__main__":
    text = render()
    if "--check" in sys.argv:
        current = open(TARGET).read() if os.path.exists(TARGET) else ""
        if current != text:
            print("src/tuning_fallback.lua is stale: run python3 tools/make_fallback.py")
            sys.exit(1)
        print("src/tuning_fallback.lua matches tuning.json")
        sys.exit(0)
    with open(TARGET, "w") as f:
        f.write(text)
    print("wrote src/tuning_fallback.lua")
