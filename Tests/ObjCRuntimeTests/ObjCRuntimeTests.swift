// Tests for ObjCRuntime.
