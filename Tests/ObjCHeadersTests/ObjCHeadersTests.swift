// Tests for ObjCHeaders.
