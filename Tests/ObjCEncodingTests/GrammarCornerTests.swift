import Testing
@testable import ObjCEncoding

/// Forms the clang corpus does not produce but the grammar allows: GNU signature hints,
/// member names, legacy attribute letters, class names with protocols.
struct GrammarCornerTests {
    @Test func gnuRegisterHintsAndNegativeOffsets() throws {
        let s = try MethodSignature.parse("v12@+8:+12i-4")
        #expect(s.frameSize == 12)
        #expect(s.arguments.map(\.offset) == [8, 12, -4])
        #expect(s.arguments.map(\.isRegister) == [true, true, false])
        #expect(s.arguments.map(\.type) == [.object(className: nil, protocols: []), .selector, .int])

        let negative = try MethodSignature.parse("v-8@0")
        #expect(negative.frameSize == -8)
        #expect(negative.numberOfArguments == 1)
    }

    @Test func qualifiersKeepTheirOrder() throws {
        let t = try ObjCType.parse("rn^{S=i}")
        #expect(t == .qualified([.const, .in], .pointer(.structure(name: "S", fields: [.init(type: .int)]))))
        #expect(t.encoding == "rn^{S=i}")
        #expect(t.description == "const in struct S { int; } *")
        #expect(try MethodSignature.parse("Vv16@0:8").returnType == .qualified([.oneway], .void))
    }

    @Test func memberNamesAndClassNamesInIvarStrings() throws {
        let t = try ObjCType.parse(#"{S="x"i"o"@"NSString""p"@"q"f}"#)
        #expect(t == .structure(name: "S", fields: [
            .init(name: "x", type: .int),
            .init(name: "o", type: .object(className: "NSString", protocols: [])),
            .init(name: "p", type: .object(className: nil, protocols: [])),
            .init(name: "q", type: .float),
        ]))
        #expect(t.encoding == #"{S="x"i"o"@"NSString""p"@"q"f}"#)
        #expect(t.size == 32)
    }

    @Test func objectsAndBlocks() throws {
        #expect(try ObjCType.parse(#"@"NSObject<P1><P2>""#) == .object(className: "NSObject", protocols: ["P1", "P2"]))
        #expect(try ObjCType.parse(#"@"<P>""#) == .object(className: nil, protocols: ["P"]))
        #expect(try ObjCType.parse(#"@"""#).encoding == #"@"""#)
        #expect(try ObjCType.parse("@?<v@?i>") == .block(signature: "v@?i"))
        #expect(try ObjCType.parse(#"@?<@"NSString"@?@"NSError">"#).encoding == #"@?<@"NSString"@?@"NSError">"#)
        #expect(try ObjCType.parse(#"@"NSObject<P1><P2>""#).description == "NSObject<P1, P2> *")
    }

    @Test func layoutsOfSpecialTypes() throws {
        #expect(try ObjCType.parse("v").layout == TypeLayout(size: 0, alignment: 1))
        #expect(try ObjCType.parse("?").layout == nil)
        #expect(try ObjCType.parse("{S}").layout == nil)
        #expect(try ObjCType.parse("^{S}").size == 8)
        #expect(try ObjCType.parse("{S=^{S}[0i]}").layout == TypeLayout(size: 8, alignment: 8))
        #expect(try ObjCType.parse("jD").layout == TypeLayout(size: 32, alignment: 16))
        #expect(try ObjCType.parse("A{S=ccc}").layout == TypeLayout(size: 4, alignment: 4))
        #expect(try ObjCType.parse("A{S=ccccccccccccccccccccc}").layout == TypeLayout(size: 21, alignment: 1))
        #expect(try ObjCType.parse("b3").layout == TypeLayout(size: 1, alignment: 1))
        #expect(try ObjCType.parse("b6i4").layout == TypeLayout(size: 2, alignment: 1))
        // Apple rule: `int` units; a field that would straddle one moves to the next.
        #expect(try ObjCType.parse("{S=b30b4}").layout == TypeLayout(size: 8, alignment: 4))
        #expect(try ObjCType.parse("{S=b40}").layout == TypeLayout(size: 8, alignment: 8))
        // Hand-built trees lay out by the same rules.
        #expect(ObjCType.structure(name: nil, fields: [.init(type: .char), .init(type: .longDouble)]).size == 32)
        #expect(ObjCType.array(count: Int.max, element: .int).size == nil)
        #expect(ObjCType.array(count: -1, element: .int).size == nil)
        #expect(ObjCType.structure(name: "S", fields: [.init(type: .bitfield(bits: -3, offset: nil, base: nil))]).size == nil)
        #expect(ObjCType.bitfield(bits: 3, offset: -8, base: .int).size == nil)
    }

    @Test func legacyAndOptionalAttributes() throws {
        let a = try PropertyAttributes.parse("Ti,ti,?,W,D,N,P,GisOn,SputOn:")
        #expect(a.oldTypeEncoding == "i" && a.isOptional && a.isWeak && a.isDynamic && a.isGarbageCollected)
        #expect(a.canonical == "Ti,ti,?,W,D,N,GisOn,SputOn:,P")
        #expect(a.value(forAttribute: "G") == "isOn")
        #expect(a.value(forAttribute: "S") == "putOn:")
        #expect(a.value(forAttribute: "P") == "")
        #expect(a.value(forAttribute: "Z") == nil)
        #expect(a.getterName(forProperty: "on") == "isOn")
        #expect(a.setterName(forProperty: "on") == "putOn:")
    }

    @Test func defaultAccessorNames() throws {
        let readonly = try PropertyAttributes.parse("Tq,R,N,V_count")
        #expect(readonly.setterName(forProperty: "count") == nil)
        #expect(readonly.getterName(forProperty: "count") == "count")
        #expect(PropertyAttributes.defaultSetterName(forProperty: "url") == "setUrl:")
        #expect(PropertyAttributes.defaultSetterName(forProperty: "URL") == "setURL:")
        #expect(PropertyAttributes.defaultSetterName(forProperty: "_url") == "set_url:")
    }

    @Test func commasInsideTheTypeDoNotSplitIt() throws {
        let a = try PropertyAttributes.parse("T{pair<int, int>=ii},N,V_p")
        #expect(a.typeEncoding == "{pair<int, int>=ii}")
        #expect(a.type?.size == 8)
        #expect(a.isNonatomic && a.ivar == "_p")
    }

    /// Every byte value as a whole encoding: exactly the one-byte codes are types, with the
    /// host ABI's size and alignment (HostABI's lookup table against the C types' sizes);
    /// the signature scanner's one-byte shortcut agrees with the general path.
    @Test func everyByteAsAOneByteType() throws {
        #if arch(arm64) && canImport(Darwin)
        let longDouble = 8
        #else
        let longDouble = 16
        #endif
        let sized: [Character: Int] = [
            "c": 1, "C": 1, "B": 1, "s": 2, "S": 2, "i": 4, "I": 4, "l": 4, "L": 4, "f": 4,
            "q": 8, "Q": 8, "d": 8, "*": 8, "#": 8, ":": 8, "t": 16, "T": 16, "D": longDouble,
        ]
        for b in UInt8(0)...UInt8(255) {
            let text = String(decoding: [b], as: UTF8.self)
            let c = Character(Unicode.Scalar(b))
            let layout = try? ObjCType.layout(ofEncoding: text)
            if let size = sized[c] {
                #expect(layout == TypeLayout(size: size, alignment: size), "\(c)")
                #expect(try MethodSignature.parse(text + "@:").returnValue.size == size, "\(c)")
            } else if c == "v" {
                #expect(layout == TypeLayout(size: 0, alignment: 1))
            } else if c == "?" || c == "@" {
                #expect((try? ObjCType.parse(text)) != nil, "\(c)")
            } else {
                #expect(throws: EncodingError.self, "\(b)") { try ObjCType.layout(ofEncoding: text) }
            }
        }
    }
}
