// libFuzzer target over every ObjCEncoding parser (type encodings, the fast layout path,
// method signatures, property attribute strings and the CLI reports).
//
// Fuzz build (libFuzzer supplies `main`, so the replay entry point below is compiled out):
//   swift build --scratch-path .build-fuzz -c debug --sanitize=fuzzer --sanitize=address \
//       -Xswiftc -DENCODING_FUZZ --product EncodingFuzz
// Scripts/fuzz-encoding.sh does that and runs it; CI runs it for a short time.
// Normal build: `EncodingFuzz FILE…` replays inputs (a crash reproducer) through the same checks.

import ObjCEncoding
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's own invariant check: a violated invariant is a bug the fuzzer must report,
/// so it prints the reason and aborts (the library itself never aborts on input).
func fuzzCheck(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition {
        let bytes = Array(("invariant violated: " + what() + "\n").utf8)
        bytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

/// Runs one input through every parser and checks the invariants that tie them together.
func exercise(_ input: String) {
    let tree = Result { () throws(EncodingError) -> ObjCType in try ObjCType.parse(input) }
    let fast = Result { () throws(EncodingError) -> TypeLayout? in try ObjCType.layout(ofEncoding: input) }
    switch (tree, fast) {
    case (.success(let t), .success(let layout)):
        fuzzCheck(t.layout == layout, "tree and fast layout differ")
        let printed = t.encoding
        fuzzCheck((try? ObjCType.parse(printed)) == t, "printing does not round-trip")
        _ = t.description
    case (.failure(let a), .failure(let b)):
        fuzzCheck(a.kind == b.kind && a.offset == b.offset, "tree and fast errors differ")
        fuzzCheck(a.offset >= 0 && a.offset <= input.utf8.count, "error offset out of range")
    default:
        fuzzCheck(false, "tree parser and fast path disagree on validity")
    }
    for dialect in [ObjCType.Dialect.apple, .gnu] { _ = try? ObjCType.parse(input, dialect: dialect) }

    if let s = try? MethodSignature.parse(input) {
        fuzzCheck(s.arguments.count == s.numberOfArguments, "argument count")
        for a in s.arguments { _ = a.type; fuzzCheck(a.size == a.type.size, "argument size") }
        _ = s.returnType
    }
    if let a = try? PropertyAttributes.parse(input) {
        fuzzCheck((try? PropertyAttributes.parse(a.canonical)) == a, "attribute canonical form does not re-parse")
    }
    _ = ToolReport.encoding(input)
    _ = ToolReport.signature(input)
    _ = ToolReport.attributes(input)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    exercise(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}

#if !ENCODING_FUZZ
/// Without libFuzzer: replay the files named on the command line (each file is one input).
@main
struct EncodingFuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let f = fopen(path, "rb") else {
                print("cannot open \(path)")
                continue
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = fread(&buffer, 1, buffer.count, f)
                if n <= 0 { break }
                bytes += buffer[0..<n]
            }
            fclose(f)
            exercise(String(decoding: bytes, as: UTF8.self))
            print("\(path): ok")
        }
    }
}
#endif
