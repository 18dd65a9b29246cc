#!/usr/bin/env python3
"""Merge message keys into locales/<locale>.json under a lock (several writers at once).
Usage: python3 scripts/add-messages.py parts.json
parts.json: {"fr": {"key": "text"}, "en": {...}, "fon": {...}, "yo": {...}}
Keys are kept in the order of fr.json, new keys appended."""
import fcntl, json, sys, pathlib
root = pathlib.Path(__file__).resolve().parent.parent / 'locales'
parts = json.load(open(sys.argv[1], encoding='utf-8'))
with open(root / '.lock', 'w') as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    for locale, entries in parts.items():
        path = root / f'{locale}.json'
        data = json.loads(path.read_text(encoding='utf-8')) if path.exists() else {}
        data.update(entries)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + '\n', encoding='utf-8')
