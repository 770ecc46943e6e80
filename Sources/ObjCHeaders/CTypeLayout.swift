/// Size and alignment of a type, in bytes.
public struct TypeLayoutInfo: Sendable, Hashable {
    /// `sizeof`.
    public var size: Int
    /// `_Alignof`.
    public var alignment: Int
}

/// Where one field of an aggregate (or one ivar) lands: bit offset and, for bitfields, width.
struct FieldPlacement: Sendable, Hashable {
    var bitOffset: Int
    var bitWidth: Int?
}

/// The C ABI of the target: sizes and alignments of every type, and struct / union / ivar
/// layout with bitfields following the System V (x86-64) and AAPCS64 (arm64 Apple) rules
/// clang uses for `x86_64-apple-macos` and `arm64-apple-macos`.
struct CTypeLayout {
    let table: TypeTable
    let target: TargetABI

    /// Size and alignment of a builtin type.
    func builtin(_ b: CBuiltin) -> TypeLayoutInfo {
        switch b {
        case .char, .signedChar, .unsignedChar, .bool: return TypeLayoutInfo(size: 1, alignment: 1)
        case .short, .unsignedShort: return TypeLayoutInfo(size: 2, alignment: 2)
        case .int, .unsignedInt, .float: return TypeLayoutInfo(size: 4, alignment: 4)
        case .long, .unsignedLong, .longLong, .unsignedLongLong, .double: return TypeLayoutInfo(size: 8, alignment: 8)
        case .int128, .unsignedInt128: return TypeLayoutInfo(size: 16, alignment: 16)
        case .longDouble: return target == .arm64 ? TypeLayoutInfo(size: 8, alignment: 8) : TypeLayoutInfo(size: 16, alignment: 16)
        }
    }

    /// Size and alignment of any complete type; nil for incomplete types (forward-declared
    /// structs, `void`, function types).
    func layout(_ t: CType) -> TypeLayoutInfo? {
        switch t.kind {
        case .void, .function: return nil
        case .builtin(let b): return builtin(b)
        case .complex(let b):
            let e = builtin(b)
            return TypeLayoutInfo(size: 2 * e.size, alignment: e.alignment)
        case .pointer, .block, .object, .classType, .selector: return TypeLayoutInfo(size: 8, alignment: 8)
        case .array(let element, let count):
            guard let e = layout(element) else { return nil }
            // A size that overflows is reported as "no layout" (the caller names the type).
            let (size, overflow) = e.size.multipliedReportingOverflow(by: count ?? 0)
            guard !overflow, size < Int.max / 16 else { return nil }
            return TypeLayoutInfo(size: size, alignment: e.alignment)
        case .enumeration(let i):
            guard table.enums.indices.contains(i) else { return nil }
            return builtin(table.enums[i].underlying)
        case .record(let i):
            guard let r = table.record(i), let fields = r.fields else { return nil }
            return recordLayout(fields, isUnion: r.isUnion)?.info
        }
    }

    struct RecordResult {
        var info: TypeLayoutInfo
        var placements: [FieldPlacement]
        /// Bits used up to the end of the last field (the "data size"), before tail padding.
        var dataBits: Int
    }

    /// Lays out fields starting at `startBits` (non-zero for an Objective-C class continuing
    /// after its superclass's data), returning placements, size and alignment.
    /// `byteAlignedStarts` lists fields that begin a new ivar container (an extension's or the
    /// implementation's ivar block): clang starts those on a byte boundary even when the
    /// previous container ended inside a bitfield's storage unit.
    func recordLayout(_ fields: [CField], isUnion: Bool, startBits: Int = 0, startAlignment: Int = 1,
                      byteAlignedStarts: Set<Int> = []) -> RecordResult? {
        var offset = startBits
        var maxEnd = startBits
        var alignment = startAlignment
        var placements: [FieldPlacement] = []
        for (index, f) in fields.enumerated() {
            if byteAlignedStarts.contains(index) { offset = roundUp(offset, 8) }
            guard let l = layout(f.type), offset < Int.max / 4 else { return nil }
            let unitBits = l.size * 8
            let alignBits = l.alignment * 8
            if let width = f.bitWidth {
                let at = isUnion ? startBits : offset
                if width == 0 {
                    // A zero-width bitfield closes the current unit: the next field starts at the
                    // type's alignment. On x86-64 it does not raise the aggregate's alignment;
                    // on Apple arm64 it does.
                    let next = roundUp(at, alignBits)
                    placements.append(FieldPlacement(bitOffset: next, bitWidth: 0))
                    if !isUnion { offset = next }
                    if target == .arm64 { alignment = max(alignment, l.alignment) }
                    maxEnd = max(maxEnd, next)
                    continue
                }
                var place = at
                if unitBits > 0, (place % alignBits) + width > unitBits || (place / alignBits) != ((place + width - 1) / alignBits) {
                    place = roundUp(place, alignBits)
                }
                placements.append(FieldPlacement(bitOffset: place, bitWidth: width))
                if f.name != nil || target == .arm64 { alignment = max(alignment, l.alignment) }
                if !isUnion { offset = place + width }
                maxEnd = max(maxEnd, place + width)
            } else {
                let place = isUnion ? startBits : roundUp(offset, alignBits)
                placements.append(FieldPlacement(bitOffset: place, bitWidth: nil))
                alignment = max(alignment, l.alignment)
                if !isUnion { offset = place + unitBits }
                maxEnd = max(maxEnd, place + unitBits)
            }
        }
        let dataBytes = (maxEnd + 7) / 8
        let size = roundUp(dataBytes, alignment)
        return RecordResult(info: TypeLayoutInfo(size: size, alignment: alignment), placements: placements, dataBits: dataBytes * 8)
    }

    /// The size clang charges a method argument in the frame offsets of a method encoding:
    /// integers at least `int`, arrays as pointers, nil (skipped) for incomplete types.
    func frameSize(_ t: CType) -> Int? {
        switch t.kind {
        case .array, .function: return 8
        default: break
        }
        guard let l = layout(t) else { return nil }
        switch t.kind {
        case .builtin(let b) where b.isInteger: return max(l.size, 4)
        case .enumeration: return max(l.size, 4)
        default: return l.size
        }
    }
}

func roundUp(_ value: Int, _ multiple: Int) -> Int {
    guard multiple > 1 else { return value }
    return (value + multiple - 1) / multiple * multiple
}
