import ObjCRuntime

/// `NSCoder`'s own methods: the abstract class answers `-allowsKeyedCoding` NO and every keyed
/// method by raising NSInvalidArgumentException ("only defined for abstract class"), as
/// Foundation's does; `NSKeyedArchiver` overrides the `-encode…` ones and `NSKeyedUnarchiver`
/// the `-decode…` ones, so an archiver asked to decode (or the reverse) raises too. The result
/// is zero of the method's type, whatever it is.
enum CoderAbstractIMPs {
    typealias Receiver = KeyedCoding.Receiver
    typealias Cmd = KeyedCoding.Cmd

    private static func abstract(_ obj: Receiver, _ cmd: Cmd) {
        let name = obj.map { UnmanagedObject($0).objcClass.name } ?? "NSCoder"
        let selector = cmd.map { Selector(rawValue: $0).name } ?? "?"
        ObjCException.raise(ObjCException.invalidArgument(className: name, selector: selector,
                                                          reason: "only defined for abstract class; \(name) does not implement it"),
                            receiver: nil, selector: Selector(selector))
    }

    // One IMP per return register: the arguments are never read.
    static let void: @convention(c) (Receiver, Cmd) -> Void = { obj, cmd in abstract(obj, cmd) }
    static let object: @convention(c) (Receiver, Cmd) -> UnsafeMutableRawPointer? = { obj, cmd in abstract(obj, cmd); return nil }
    static let integer: @convention(c) (Receiver, Cmd) -> Int64 = { obj, cmd in abstract(obj, cmd); return 0 }
    static let float: @convention(c) (Receiver, Cmd) -> Float = { obj, cmd in abstract(obj, cmd); return 0 }
    static let double: @convention(c) (Receiver, Cmd) -> Double = { obj, cmd in abstract(obj, cmd); return 0 }
    static let notKeyed: @convention(c) (Receiver, Cmd) -> Int8 = { _, _ in 0 }

    static func addMethods(to b: ClassBuilder) throws {
        try b.addMethod("allowsKeyedCoding", types: "c16@0:8", function: notKeyed)
        let voids: [(Selector, String)] = [
            ("encodeObject:forKey:", "v32@0:8@16@24"), ("encodeConditionalObject:forKey:", "v32@0:8@16@24"),
            ("encodeRootObject:", "v24@0:8@16"), ("encodeBool:forKey:", "v28@0:8c16@20"), ("encodeInt:forKey:", "v28@0:8i16@20"),
            ("encodeInt32:forKey:", "v28@0:8i16@20"), ("encodeInt64:forKey:", "v32@0:8q16@24"),
            ("encodeInteger:forKey:", "v32@0:8q16@24"), ("encodeFloat:forKey:", "v28@0:8f16@20"),
            ("encodeDouble:forKey:", "v32@0:8d16@24"), ("encodeBytes:length:forKey:", "v40@0:8r*16Q24@32"),
        ]
        for (sel, types) in voids { try b.addMethod(sel, types: types, function: void) }
        try b.addMethod("decodeObjectForKey:", types: "@24@0:8@16", function: object)
        try b.addMethod("decodeObjectOfClass:forKey:", types: "@32@0:8#16@24", function: object)
        try b.addMethod("decodeBytesForKey:returnedLength:", types: "r*32@0:8@16^Q24", function: object)
        let integers: [(Selector, String)] = [
            ("containsValueForKey:", "c24@0:8@16"), ("decodeBoolForKey:", "c24@0:8@16"), ("decodeIntForKey:", "i24@0:8@16"),
            ("decodeInt32ForKey:", "i24@0:8@16"), ("decodeInt64ForKey:", "q24@0:8@16"), ("decodeIntegerForKey:", "q24@0:8@16"),
        ]
        for (sel, types) in integers { try b.addMethod(sel, types: types, function: integer) }
        try b.addMethod("decodeFloatForKey:", types: "f24@0:8@16", function: float)
        try b.addMethod("decodeDoubleForKey:", types: "d24@0:8@16", function: double)
    }
}
