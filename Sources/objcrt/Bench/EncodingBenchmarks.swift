import ObjCEncoding

/// The six encodings `encoding.size_align` cycles through, mixing GNU bitfields,
/// nested structs, arrays, opaque pointees and unions.
let sizeAlignEncodings = [
    "{S=cdb128i3(?=if)[3s]^{S}}", "{CGRect={CGPoint=dd}{CGSize=dd}}", "[4{?=ff}]",
    "^{__CFString=}", "(U=qdc[7C])", "{_NSRange=QQ}",
]

/// The signature `signature.parse` reads: a struct return and struct, double and object arguments.
let benchSignature = "{CGRect={CGPoint=dd}{CGSize=dd}}56@0:8d16d24@32{_NSRange=QQ}40"

/// `encoding.size_align` against `encoding.byte_scan`, and `signature.parse` against
/// `signature.byte_scan`. Each baseline reads the same strings' UTF-8 bytes once and sums
/// them — the floor any parser of those strings pays — so the ratio is the parser's cost
/// over merely touching its input. GCC's `objc_sizeof_type` and GNUstep's
/// `NSMethodSignature` are measured by the programs under Benchmarks/ (see Docs/TypeEncodings.md).
func encodingBenchmarks() -> [BenchPair] {
    [
        BenchPair(subject: BenchCase(name: "encoding.size_align") { n in
            let strings = opaque(sizeAlignEncodings)
            var acc: UInt64 = 0
            var i = 0
            for _ in 0..<n {
                if let l = try? ObjCType.layout(ofEncoding: strings[i]) {
                    acc &+= UInt64(truncatingIfNeeded: l.size &+ l.alignment)
                }
                i = i == 5 ? 0 : i + 1
            }
            return acc
        }, baseline: BenchCase(name: "encoding.byte_scan") { n in
            let strings = opaque(sizeAlignEncodings)
            var acc: UInt64 = 0
            var i = 0
            for _ in 0..<n {
                acc &+= byteSum(strings[i])
                i = i == 5 ? 0 : i + 1
            }
            return acc
        }),
        BenchPair(subject: BenchCase(name: "signature.parse") { n in
            let text = opaque(benchSignature)
            var acc: UInt64 = 0
            for _ in 0..<n {
                if let s = try? MethodSignature.parse(text) {
                    acc &+= UInt64(truncatingIfNeeded: s.numberOfArguments &+ (s.frameSize ?? 0)
                                   &+ (s.argumentSize(at: s.numberOfArguments - 1) ?? 0))
                }
            }
            return acc
        }, baseline: BenchCase(name: "signature.byte_scan") { n in
            let text = opaque(benchSignature)
            var acc: UInt64 = 0
            for _ in 0..<n { acc &+= byteSum(text) }
            return acc
        }),
    ]
}

/// Sums a string's UTF-8 bytes through its contiguous storage (the baselines' work).
@inline(never)
func byteSum(_ s: String) -> UInt64 {
    s.utf8.withContiguousStorageIfAvailable { buffer in
        var sum: UInt64 = 0
        for b in buffer { sum &+= UInt64(b) }
        return sum
    } ?? 0
}
