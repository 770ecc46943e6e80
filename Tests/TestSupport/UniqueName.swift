/// A class or protocol name no other test uses. Tests run in parallel in one process and the
/// runtime's class table is process-wide, so every test that registers a class names it with
/// this (the result also serves as a prefix for several related names).
public func uniqueName(_ base: String) -> String {
    "\(base)_\(UInt64.random(in: 0...UInt64.max))"
}
