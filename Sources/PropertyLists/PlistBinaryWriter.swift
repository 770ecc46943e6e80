/// Writes binary property lists (`bplist00`). Equal scalars (strings, numbers, dates, data) are
/// written once and shared, as Apple's writer does, which keeps repeated keys small.
enum PlistBinaryWriter {
    private enum Node {
        case scalar(PlistValue)
        /// A keyed archive's object reference (marker 0x8n), from a `{"CF$UID": n}` dictionary.
        case uid(UInt64)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private struct Flattener {
        var nodes: [Node] = []
        var scalars: [PlistValue: Int] = [:]
        /// Whether `{"CF$UID": n}` dictionaries are written as UID objects (a keyed archive).
        var uids = false
        var uidNodes: [UInt64: Int] = [:]

        mutating func add(_ v: PlistValue) -> Int {
            if uids, let n = PlistBinaryWriter.uid(v) {
                if let known = uidNodes[n] { return known }
                nodes.append(.uid(n))
                uidNodes[n] = nodes.count - 1
                return nodes.count - 1
            }
            switch v {
            case .array(let a):
                let index = nodes.count
                nodes.append(.array([]))
                let refs = a.map { add($0) }
                nodes[index] = .array(refs)
                return index
            case .dictionary(let d):
                let index = nodes.count
                nodes.append(.array([]))
                let sorted = d.sorted { $0.key < $1.key }
                let keys = sorted.map { add(.string($0.key)) }
                let values = sorted.map { add($0.value) }
                nodes[index] = .dictionary(keys: keys, values: values)
                return index
            default:
                if let known = scalars[v] { return known }
                nodes.append(.scalar(v))
                scalars[v] = nodes.count - 1
                return nodes.count - 1
            }
        }
    }

    /// The number a `{"CF$UID": n}` dictionary holds (n in 0...UInt32.max, as UIDs are).
    static func uid(_ v: PlistValue) -> UInt64? {
        guard case .dictionary(let d) = v, d.count == 1, let n = d[PropertyList.uidKey] else { return nil }
        switch n {
        case .integer(let i) where i >= 0 && i <= Int64(UInt32.max): return UInt64(i)
        default: return nil
        }
    }

    /// The whole file. With `uids`, every `{"CF$UID": n}` dictionary is written as a UID
    /// object, as `NSKeyedArchiver` writes its references.
    static func write(_ value: PlistValue, uids: Bool = false) -> [UInt8] {
        var f = Flattener()
        f.uids = uids
        let top = f.add(value)
        let refSize = byteCount(UInt64(f.nodes.count))
        var out: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(f.nodes.count)
        for node in f.nodes {
            offsets.append(out.count)
            switch node {
            case .scalar(let v): scalar(v, into: &out)
            case .uid(let n):
                let size = byteCount(n)
                out.append(0x80 | UInt8(size - 1))
                bigEndian(n, size: size, into: &out)
            case .array(let refs):
                header(0xA0, refs.count, into: &out)
                for r in refs { bigEndian(UInt64(r), size: refSize, into: &out) }
            case .dictionary(let keys, let values):
                header(0xD0, keys.count, into: &out)
                for r in keys { bigEndian(UInt64(r), size: refSize, into: &out) }
                for r in values { bigEndian(UInt64(r), size: refSize, into: &out) }
            }
        }
        let tableOffset = out.count
        let offsetSize = byteCount(UInt64(max(tableOffset, 1)))
        for o in offsets { bigEndian(UInt64(o), size: offsetSize, into: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        bigEndian(UInt64(f.nodes.count), size: 8, into: &out)
        bigEndian(UInt64(top), size: 8, into: &out)
        bigEndian(UInt64(tableOffset), size: 8, into: &out)
        return out
    }

    /// Bytes needed for an unsigned value: 1, 2, 4 or 8.
    private static func byteCount(_ v: UInt64) -> Int {
        v < 1 << 8 ? 1 : v < 1 << 16 ? 2 : v < 1 << 32 ? 4 : 8
    }

    private static func bigEndian(_ v: UInt64, size: Int, into out: inout [UInt8]) {
        for j in stride(from: size - 1, through: 0, by: -1) { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(j)))) }
    }

    private static func header(_ marker: UInt8, _ count: Int, into out: inout [UInt8]) {
        if count < 15 {
            out.append(marker | UInt8(count))
        } else {
            out.append(marker | 0x0F)
            integer(UInt64(count), into: &out)
        }
    }

    private static func integer(_ v: UInt64, into out: inout [UInt8]) {
        let size = byteCount(v)
        out.append(0x10 | UInt8(size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3))
        bigEndian(v, size: size, into: &out)
    }

    private static func scalar(_ v: PlistValue, into out: inout [UInt8]) {
        switch v {
        case .bool(let b): out.append(b ? 0x09 : 0x08)
        case .integer(let n):
            if n < 0 {
                out.append(0x13)
                bigEndian(UInt64(bitPattern: n), size: 8, into: &out)
            } else {
                integer(UInt64(n), into: &out)
            }
        case .unsignedInteger(let n):
            if n <= UInt64(Int64.max) {
                integer(n, into: &out)
            } else {
                // Above Int64.max: the 16-byte form, high half zero (what plistlib and Apple write).
                out.append(0x14)
                bigEndian(0, size: 8, into: &out)
                bigEndian(n, size: 8, into: &out)
            }
        case .real(let d):
            out.append(0x23)
            bigEndian(d.bitPattern, size: 8, into: &out)
        case .date(let d):
            out.append(0x33)
            bigEndian(d.secondsSinceReferenceDate.bitPattern, size: 8, into: &out)
        case .data(let bytes):
            header(0x40, bytes.count, into: &out)
            out += bytes
        case .string(let s):
            if s.utf8.allSatisfy({ $0 < 0x80 }) {
                header(0x50, s.utf8.count, into: &out)
                out += s.utf8
            } else {
                let units = Array(s.utf16)
                header(0x60, units.count, into: &out)
                for u in units { out.append(UInt8(u >> 8)); out.append(UInt8(u & 0xFF)) }
            }
        case .array, .dictionary:
            break  // collections are nodes of their own, never scalars
        }
    }
}
