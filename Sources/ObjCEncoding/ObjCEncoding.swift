// ObjCEncoding — see Docs/Architecture.md for what this module owns.
