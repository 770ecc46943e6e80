// Behaviour of CSupport/ValueClasses/nsvalue.c: NSValue boxes bytes of any measurable encoding.
import ObjCRuntime
import Testing

@Suite struct NSValueTests {
    @Test func valueHoldsStructBytesAndTheirType() throws {
        var point = (x: 1.5, y: -2.0)
        let v = try #require(try withUnsafeBytes(of: &point) { raw in
            try "{CGPoint=dd}".withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
        })
        #expect(try vtObjCType(v) == "{CGPoint=dd}")
        var out = (x: 0.0, y: 0.0)
        try withUnsafeMutableBytes(of: &out) { raw in
            try v.send("getValue:size:", raw.baseAddress, UInt(16), as: Void.self)
        }
        #expect(out.x == 1.5 && out.y == -2.0)
        #expect(throws: ObjCException.self, "a wrong size is refused") {
            try withUnsafeMutableBytes(of: &out) { raw in
                try v.send("getValue:size:", raw.baseAddress, UInt(8), as: Void.self)
            }
        }
        #expect(throws: ObjCException.self, "an encoding that cannot be measured") {
            try withUnsafeBytes(of: &point) { raw in
                try "{Opaque}".withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
            }
        }
        let bridged = try BridgedValue(object: v)
        guard case .value(let bytes, let type) = bridged else { Issue.record("not a value: \(bridged)"); return }
        #expect(type == "{CGPoint=dd}" && bytes.count == 16)
        #expect(try v.send("isEqual:", bridged.makeObject(), as: Bool.self))
    }

    @Test func malformedEncodingsAreRefusedNotCrashedOn() throws {
        let bytes = [UInt8](repeating: 0, count: 64)
        let deep = String(repeating: "{a=", count: 200) + "i" + String(repeating: "}", count: 200)
        let malformed = ["", "{", "{S=", "{S=i", "[", "[3", "[3i", "[99999999999999999999i]", "[4611686018427387904q]",
                         "^", "v", "b3", "?", "{Opaque}", "(U)", "ii", "@\"Unterminated", deep,
                         String(repeating: "^", count: 10_000) + "i", "{S=\"name\"}"]
        for type in malformed {
            #expect(throws: ObjCException.self, "\(type.prefix(40))") {
                try bytes.withUnsafeBytes { raw in
                    try type.withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
                }
            }
        }
    }
}
