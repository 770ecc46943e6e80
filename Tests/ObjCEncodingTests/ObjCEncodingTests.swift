// Tests for ObjCEncoding.
