import ObjCEncoding
import Testing

/// `ObjCType.unqualified` / `ObjCType.unqualified(_:)`: the one way to look past the
/// method-type qualifiers `r n N o O R V` and the atomic prefix `A`. The encodings below are
/// clang's (`clang -x objective-c -fobjc-runtime=gnustep-2.0`, checked 2026-11-29):
/// `@encode(_Atomic int)` is `Ai`, `@encode(const int)` is `i` (a value's own `const` is not
/// written), `@encode(const char *)` is `r*`, `@encode(const _Atomic int *)` is `r^Ai`, a
/// property `@property _Atomic int ai` has the type `TAi`, `-(_Atomic int)m:(_Atomic double)d`
/// is `Ai24@0:8Ad16` and `-(oneway void)ow:(in const char *)a out:(out int *)b
/// io:(inout _Atomic int *)c byc:(bycopy id)d byr:(byref id)e` is
/// `Vv56@0:8rn*16o^i24N^Ai32O@40R@48`.
@Suite struct UnqualifiedTests {
    @Test func textDropsEveryQualifierAndTheAtomicPrefix() {
        #expect(ObjCType.unqualified("Ai") == "i")
        #expect(ObjCType.unqualified("i") == "i")
        #expect(ObjCType.unqualified("Vv") == "v")
        #expect(ObjCType.unqualified("rn*") == "*")
        #expect(ObjCType.unqualified("O@") == "@")
        #expect(ObjCType.unqualified("R@") == "@")
        #expect(ObjCType.unqualified("N^Ai") == "^Ai", "only the leading prefixes: the pointee keeps its A")
        #expect(ObjCType.unqualified("r^Ai") == "^Ai")
        #expect(ObjCType.unqualified("rnNoORVAq") == "q", "all eight, in any order")
        #expect(ObjCType.unqualified("ArAr{S=ii}") == "{S=ii}")
        #expect(ObjCType.unqualified("rrr") == "", "nothing but prefixes leaves nothing")
        #expect(ObjCType.unqualified("") == "")
        #expect(ObjCType.unqualified("jd") == "jd", "_Complex is a different type, not a prefix")
        #expect(ObjCType.unqualified("@\"NSString\"") == "@\"NSString\"")
        let sub: Substring = "xxAi".dropFirst(2)
        #expect(ObjCType.unqualified(sub) == "i", "a Substring works from its own start")
    }

    @Test func theSkippedBytesAreTheQualifiersAndA() {
        var skipped = ""
        for b in UInt8(0)...UInt8(127) where ObjCType.isSkippedPrefix(b) { skipped.append(Character(Unicode.Scalar(b))) }
        #expect(Set(skipped) == Set("rnNoORVA"), "libobjc2's objc_skip_type_qualifiers set")
        #expect(!ObjCType.isSkippedPrefix(UInt8(ascii: "j")))
        #expect(!ObjCType.isSkippedPrefix(0xC3))
    }

    @Test func treeDropsNestedQualifiedAndAtomicLayers() throws {
        #expect(try ObjCType.parse("Ai").unqualified == .int)
        #expect(try ObjCType.parse("rn*").unqualified == .cString)
        #expect(try ObjCType.parse("VAv").unqualified == .void)
        #expect(ObjCType.qualified([.const], .atomic(.qualified([.in], .longLong))).unqualified == .longLong)
        // Only the outer layers: a pointee, a field or an element keeps its own.
        #expect(try ObjCType.parse("r^Ai").unqualified == .pointer(.atomic(.int)))
        #expect(ObjCType.complex(.double).unqualified == .complex(.double))
        #expect(ObjCType.int.unqualified == .int)
    }

    @Test func textAndTreeAgreeOnClangsMethodTypes() throws {
        let signature = try MethodSignature.parse("Vv56@0:8rn*16o^i24N^Ai32O@40R@48")
        let values = [signature.returnValue] + signature.arguments
        for v in values {
            let text = ObjCType.unqualified(v.encoding)
            #expect(try ObjCType.parse(String(text)) == v.type.unqualified, "\(v.encoding)")
        }
        #expect(values.map { String(ObjCType.unqualified($0.encoding)) } == ["v", "@", ":", "*", "^i", "^Ai", "@", "@"])
        let atomic = try MethodSignature.parse("Ai24@0:8Ad16")
        #expect(atomic.returnType.unqualified == .int && atomic.arguments[2].type.unqualified == .double)
    }

    /// `_Atomic T` of a one-letter `T` is laid out as `T` (clang's sizes in the ivar corpus),
    /// which is why the value may be read as the unqualified type.
    @Test func atomicScalarsHaveTheirValueTypesLayout() throws {
        var checked = 0
        for ivar in Fixtures.ivars where ivar.ivar.hasPrefix("A") && ivar.ivar.utf8.count == 2 {
            let row = try #require(ScalarTypeCode.leading(ivar.ivar))
            #expect(row.size == ivar.size && row.alignment == ivar.alignment, "\(ivar.c)")
            #expect(try ObjCType.parse(ivar.ivar).layout == row.layout, "\(ivar.c)")
            checked += 1
        }
        #expect(checked >= 3)
        // Every row: A<code> measures as <code>.
        for row in ScalarTypeCode.all where row.standsAlone && row.layout != nil && row.kind != .void {
            let encoding = "A" + String(row.character)
            #expect(try ObjCType.layout(ofEncoding: encoding) == row.layout, "\(encoding)")
            #expect(ScalarTypeCode.leading(encoding) == row)
        }
    }

    /// An aggregate's layout can change under `_Atomic` (clang: `sizeof(_Atomic struct {
    /// char c[3]; })` is 4, aligned 4), so layout keeps the atomic layer.
    @Test func layoutKeepsTheAtomicLayerOfAnAggregate() throws {
        let atomic = try ObjCType.parse("A{S3=[3c]}")
        #expect(atomic.layout == TypeLayout(size: 4, alignment: 4))
        #expect(atomic.unqualified.layout == TypeLayout(size: 3, alignment: 1))
    }
}

/// The one place `_Atomic` changes what clang writes for a scalar: frame bytes.
@Suite struct AtomicFrameBytesTests {
    /// clang: `- (void)m:(_Atomic char)c x:(int)i` is `v21@0:8Ac16i17`, `- (void)n:(_Atomic
    /// short)c x:(int)i` is `v22@0:8As16i18`, `- (void)o:(const char)c x:(int)i` is
    /// `v24@0:8c16i20` (a plain `char` widened to an `int`'s 4 bytes).
    @Test func anAtomicNarrowIntegerIsNotWidened() {
        #expect(MethodSignature.clangEncoding(returning: .void, parameters: [.atomic(.char), .int]) == "v21@0:8Ac16i17")
        #expect(MethodSignature.clangEncoding(returning: .void, parameters: [.atomic(.short), .int]) == "v22@0:8As16i18")
        #expect(MethodSignature.clangEncoding(returning: .void, parameters: [.char, .int]) == "v24@0:8c16i20")
        #expect(MethodSignature.frameBytes(of: .qualified([.const], .char)) == 4)
        #expect(MethodSignature.frameBytes(of: .qualified([.in], .atomic(.char))) == 1)
        #expect(ObjCType.qualified([.const], .atomic(.int)).isAtomic && !ObjCType.int.isAtomic)
        #expect(!ObjCType.pointer(.atomic(.int)).isAtomic, "only the outer layers")
    }
}
