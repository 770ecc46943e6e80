import Testing
@testable import ObjCEncoding

/// Hand-picked classic examples, read exactly: a copied `NSString` property's attribute string,
/// a setter's method type with offsets, the getter and setter types GVUserDefaults installs, and
/// the six mixed encodings the `encoding.size_align` benchmark cycles through.
struct ClassicEncodingExampleTests {
    @Test func teacherProperty() throws {
        let a = try PropertyAttributes.parse(#"T@"NSString",C,N,V_teacher"#)
        #expect(a.typeEncoding == #"@"NSString""#)
        #expect(a.type == .object(className: "NSString", protocols: []))
        #expect(a.isCopy && a.isNonatomic)
        #expect(!a.isReadOnly && !a.isRetain && !a.isWeak && !a.isDynamic)
        #expect(a.ivar == "_teacher")
        #expect(a.getterName(forProperty: "teacher") == "teacher")
        #expect(a.setterName(forProperty: "teacher") == "setTeacher:")
        #expect(a.canonical == #"T@"NSString",C,N,V_teacher"#)
        #expect(a.value(forAttribute: "V") == "_teacher")
        #expect(a.value(forAttribute: "N") == "")
        #expect(a.value(forAttribute: "R") == nil)
    }

    @Test func setterWithOffsets() throws {
        let s = try MethodSignature.parse("v24@0:8@16")
        #expect(s.returnType == .void)
        #expect(s.frameSize == 24)
        #expect(s.numberOfArguments == 3)
        #expect(s.arguments.map(\.offset) == [0, 8, 16])
        #expect(s.arguments.map(\.size) == [8, 8, 8])
        #expect(s.arguments.map(\.type) == [.object(className: nil, protocols: []), .selector, .object(className: nil, protocols: [])])
    }

    @Test func gvUserDefaultsGetterAndSetter() throws {
        let getter = try MethodSignature.parse("c@:")
        #expect(getter.returnType == .char)
        #expect(getter.numberOfArguments == 2)
        #expect(getter.frameSize == nil)
        #expect(getter.arguments.map(\.offset) == [nil, nil])

        let setter = try MethodSignature.parse("v@:c")
        #expect(setter.returnType == .void)
        #expect(setter.numberOfArguments == 3)
        #expect(setter.arguments[2].type == .char)
        #expect(setter.arguments[2].size == 1)
    }

    @Test func benchmarkEncodings() throws {
        let cases: [(String, Int, Int)] = [
            ("{S=cdb128i3(?=if)[3s]^{S}}", 40, 8),
            ("{CGRect={CGPoint=dd}{CGSize=dd}}", 32, 8),
            ("[4{?=ff}]", 32, 4),
            ("^{__CFString=}", 8, 8),
            ("(U=qdc[7C])", 8, 8),
            ("{_NSRange=QQ}", 16, 8),
        ]
        for (text, size, alignment) in cases {
            let t = try ObjCType.parse(text)
            #expect(t.encoding == text)
            #expect(t.size == size, "\(text)")
            #expect(t.alignment == alignment, "\(text)")
            #expect(try ObjCType.layout(ofEncoding: text) == TypeLayout(size: size, alignment: alignment))
        }
    }
}
