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

    /// +valueWithPointer: boxes the pointer itself as `^v`; -pointerValue reads it back, and
    /// reads NULL from a value that is not pointer-sized.
    @Test func pointersBoxAndUnbox() throws {
        let address = UnsafeMutableRawPointer(bitPattern: 0xDEAD_BEE0)
        let v = try #require(try ObjCClass.nsValue.send("valueWithPointer:", address))
        #expect(try vtObjCType(v) == "^v")
        #expect(try v.send("pointerValue", as: UnsafeMutableRawPointer?.self) == address)
        var point = (x: 1.0, y: 2.0)
        let wide = try #require(try withUnsafeBytes(of: &point) { raw in
            try "{P=dd}".withCString { try ObjCClass.nsValue.send("value:withObjCType:", raw.baseAddress, $0) }
        })
        #expect(try vtObjCType(wide) == "{P=dd}", "value:withObjCType: is valueWithBytes:objCType:")
        #expect(try wide.send("pointerValue", as: UnsafeMutableRawPointer?.self) == nil)
    }

    /// Values are equal when type and bytes are: the same four zero bytes as an `int` and as
    /// a `float` are different values; equal values hash alike; a copy is the value itself.
    @Test func equalityNeedsTheSameTypeAndBytes() throws {
        func make(_ bytes: [UInt8], _ type: String) throws -> ObjCObject {
            try BridgedValue.value(bytes: bytes, objCType: type).makeObject()
        }
        let a = try make([1, 0, 0, 0], "i"), b = try make([1, 0, 0, 0], "i")
        #expect(try a.send("isEqualToValue:", b, as: Bool.self))
        #expect(try a.send("hash", as: Int.self) == b.send("hash", as: Int.self))
        #expect(try !a.send("isEqual:", make([1, 0, 0, 0], "f"), as: Bool.self), "same bytes, other type")
        #expect(try !a.send("isEqual:", make([2, 0, 0, 0], "i"), as: Bool.self), "same type, other bytes")
        #expect(try !a.send("isEqual:", make([1, 0, 0, 0], "{S=i}"), as: Bool.self))
        #expect(try !a.send("isEqual:", vtObject("i"), as: Bool.self))
        #expect(try a.send("copy") == a)
    }
}
