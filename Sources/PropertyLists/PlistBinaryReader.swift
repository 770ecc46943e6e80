/// Reads binary property lists (`bplist00`, as written by macOS, plistlib and
/// ``PlistBinaryWriter``). Every offset, count and reference is checked against the buffer
/// before use; objects are decoded once and shared (so a file whose objects reference one
/// another many times cannot blow up), and reference cycles are reported, not followed.
struct PlistBinaryReader {
    private let b: [UInt8]
    private var offsetIntSize = 0
    private var refSize = 0
    private var objectCount = 0
    private var tableOffset = 0
    private var decoded: [Int: PlistValue] = [:]
    private var inProgress: Set<Int> = []
    private var depth = 0
    /// Whether UID objects are read, as `{"CF$UID": n}` (a keyed archive), or refused.
    private var uids = false

    private init(_ bytes: [UInt8]) { b = bytes }

    /// Parses a whole `bplist00` file. With `uids`, a UID object (what `NSKeyedArchiver`
    /// writes for its references) reads as the one-key dictionary `{"CF$UID": n}`.
    static func read(_ bytes: [UInt8], uids: Bool = false) throws(PlistError) -> PlistValue {
        var r = PlistBinaryReader(bytes)
        r.uids = uids
        return try r.readDocument()
    }

    private func fail(_ message: String, _ at: Int) -> PlistError { PlistError(.binary, offset: at, message) }

    private mutating func readDocument() throws(PlistError) -> PlistValue {
        guard b.count >= 8 + 32 else { throw fail("too short for a binary property list (\(b.count) bytes)", 0) }
        guard b.starts(with: Array("bplist0".utf8)) else { throw fail("missing the 'bplist0' header", 0) }
        let t = b.count - 32
        offsetIntSize = Int(b[t + 6])
        refSize = Int(b[t + 7])
        let count = uint(at: t + 8, size: 8)
        let top = uint(at: t + 16, size: 8)
        let table = uint(at: t + 24, size: 8)
        guard (1...8).contains(offsetIntSize) else { throw fail("offset size \(offsetIntSize) is not 1...8", t + 6) }
        guard (1...8).contains(refSize) else { throw fail("object reference size \(refSize) is not 1...8", t + 7) }
        guard count >= 1, count <= UInt64(t) else { throw fail("object count \(count) does not fit the file", t + 8) }
        guard top < count else { throw fail("top object \(top) is not below the object count \(count)", t + 16) }
        guard table >= 8, table <= UInt64(t),
              UInt64(t) - table >= count * UInt64(offsetIntSize) else {
            throw fail("offset table at \(table) does not fit the file", t + 24)
        }
        objectCount = Int(count)
        tableOffset = Int(table)
        return try object(top, from: t + 16)
    }

    /// Big-endian unsigned integer of `size` bytes; the caller has checked the bounds.
    private func uint(at k: Int, size: Int) -> UInt64 {
        var v: UInt64 = 0
        for j in 0..<size { v = v << 8 | UInt64(b[k + j]) }
        return v
    }

    private func need(_ k: Int, _ length: Int, _ what: String) throws(PlistError) {
        guard k >= 0, length >= 0, k <= b.count, b.count - k >= length else {
            throw fail("\(what) runs past the end of the file", k)
        }
    }

    /// Where object `ref` starts, from the offset table. A reference is read as the file
    /// stores it (up to 8 bytes, so above `Int.max` too) and checked before any use.
    private func start(of ref: UInt64, from: Int) throws(PlistError) -> Int {
        guard ref < UInt64(objectCount) else { throw fail("object reference \(ref) is out of range (\(objectCount) objects)", from) }
        let o = uint(at: tableOffset + Int(ref) * offsetIntSize, size: offsetIntSize)
        guard o >= 8, o < UInt64(tableOffset) else { throw fail("object \(ref) has offset \(o), outside the object area", from) }
        return Int(o)
    }

    private mutating func object(_ reference: UInt64, from: Int) throws(PlistError) -> PlistValue {
        let k = try start(of: reference, from: from)
        let ref = Int(reference)  // below objectCount, so it fits
        if let v = decoded[ref] { return v }
        guard !inProgress.contains(ref) else { throw fail("object \(ref) contains itself", from) }
        depth += 1
        defer { depth -= 1 }
        guard depth <= PlistXMLReader.maxDepth else { throw fail("nesting deeper than \(PlistXMLReader.maxDepth) levels", from) }
        inProgress.insert(ref)
        defer { inProgress.remove(ref) }
        let v = try parse(at: k)
        decoded[ref] = v
        return v
    }

    /// The length of a string, data or collection: the low nibble, or a following integer.
    private func length(_ marker: UInt8, at k: Int) throws(PlistError) -> (Int, Int) {
        let lo = Int(marker & 0x0F)
        if lo != 0x0F { return (lo, k + 1) }
        try need(k + 1, 1, "length")
        let m = b[k + 1]
        guard m >> 4 == 0x1, m & 0x0F <= 3 else { throw fail("length is not an integer object", k + 1) }
        let size = 1 << Int(m & 0x0F)
        try need(k + 2, size, "length")
        let n = uint(at: k + 2, size: size)
        guard n <= UInt64(b.count) else { throw fail("length \(n) exceeds the file size", k + 1) }
        return (Int(n), k + 2 + size)
    }

    private mutating func parse(at k: Int) throws(PlistError) -> PlistValue {
        try need(k, 1, "object")
        let marker = b[k]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw fail(String(format2: marker) + " (null or fill) is not a property-list value", k)
            }
        case 0x1:
            let lo = marker & 0x0F
            if lo == 4 {
                try need(k + 1, 16, "integer")
                let high = uint(at: k + 1, size: 8), low = uint(at: k + 9, size: 8)
                if high == 0 { return PlistValue(integer: low) }
                if high == UInt64.max, low >> 63 == 1 { return .integer(Int64(bitPattern: low)) }
                throw fail("128-bit integer does not fit in 64 bits", k)
            }
            guard lo <= 3 else { throw fail("integer of 2^\(lo) bytes is not supported", k) }
            let size = 1 << Int(lo)
            try need(k + 1, size, "integer")
            let v = uint(at: k + 1, size: size)
            return size == 8 ? .integer(Int64(bitPattern: v)) : .integer(Int64(v))
        case 0x2:
            switch marker & 0x0F {
            case 2:
                try need(k + 1, 4, "real")
                return .real(Double(Float(bitPattern: UInt32(uint(at: k + 1, size: 4)))))
            case 3:
                try need(k + 1, 8, "real")
                return .real(Double(bitPattern: uint(at: k + 1, size: 8)))
            default: throw fail("real of 2^\(marker & 0x0F) bytes is not supported", k)
            }
        case 0x3:
            guard marker == 0x33 else { throw fail("date must be an 8-byte real", k) }
            try need(k + 1, 8, "date")
            return .date(PlistDate(secondsSinceReferenceDate: Double(bitPattern: uint(at: k + 1, size: 8))))
        case 0x4:
            let (n, s) = try length(marker, at: k)
            try need(s, n, "data")
            return .data(Array(b[s..<(s + n)]))
        case 0x5:
            let (n, s) = try length(marker, at: k)
            try need(s, n, "string")
            let bytes = b[s..<(s + n)]
            if let str = String(validating: bytes, as: UTF8.self) { return .string(str) }
            // Not ASCII after all: read the bytes as Latin-1 rather than refuse the file.
            var str = ""
            for c in bytes { str.unicodeScalars.append(Unicode.Scalar(c)) }
            return .string(str)
        case 0x6:
            let (n, s) = try length(marker, at: k)
            guard n <= b.count / 2 else { throw fail("UTF-16 string length \(n) exceeds the file", k) }
            try need(s, 2 * n, "UTF-16 string")
            var units: [UInt16] = []
            units.reserveCapacity(n)
            for j in 0..<n { units.append(UInt16(b[s + 2 * j]) << 8 | UInt16(b[s + 2 * j + 1])) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            guard uids else { throw fail("UID objects (keyed archives) are not property-list values for defaults", k) }
            // 1 to 4 bytes (CoreFoundation's UIDs are 32-bit), big-endian.
            let size = Int(marker & 0x0F) + 1
            guard size <= 4 else { throw fail("UID of \(size) bytes is wider than 32 bits", k) }
            try need(k + 1, size, "UID")
            return .dictionary([PropertyList.uidKey: .integer(Int64(uint(at: k + 1, size: size)))])
        case 0xA:
            let (n, s) = try length(marker, at: k)
            guard n <= b.count / refSize else { throw fail("array length \(n) exceeds the file", k) }
            try need(s, n * refSize, "array")
            var a: [PlistValue] = []
            a.reserveCapacity(n)
            for j in 0..<n {
                a.append(try object(uint(at: s + j * refSize, size: refSize), from: s + j * refSize))
            }
            return .array(a)
        case 0xD:
            let (n, s) = try length(marker, at: k)
            guard n <= b.count / (2 * refSize) else { throw fail("dictionary size \(n) exceeds the file", k) }
            try need(s, 2 * n * refSize, "dictionary")
            var d: [String: PlistValue] = [:]
            d.reserveCapacity(n)
            for j in 0..<n {
                let kAt = s + j * refSize, vAt = s + (n + j) * refSize
                guard case .string(let key) = try object(uint(at: kAt, size: refSize), from: kAt) else {
                    throw fail("dictionary key is not a string", kAt)
                }
                d[key] = try object(uint(at: vAt, size: refSize), from: vAt)
            }
            return .dictionary(d)
        case 0xC:
            throw fail("sets are not property-list values for defaults", k)
        default:
            throw fail("unknown object marker " + String(format2: marker), k)
        }
    }
}
