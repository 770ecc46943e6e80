// One libFuzzer executable for every parser in MiniObjC; `PARSER_FUZZ_TARGET` picks the
// parser. One executable rather than one per parser: the sanitized build of the package is
// made and linked once (it is most of CI's fuzzing time on 2 cores), and the targets share
// the harness. Each target keeps its own corpus and dictionary (Scripts/fuzz.sh).
//
// Fuzz build (libFuzzer supplies `main`, so the replay entry point is compiled out):
//   swift build --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address \
//       -Xswiftc -DPARSER_FUZZ --product ParserFuzz
// `Scripts/fuzz.sh TARGET SECONDS` does that and runs it. A normal build replays inputs:
//   ParserFuzz TARGET FILE…
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parsers, by the names `Scripts/fuzz.sh` and `PARSER_FUZZ_TARGET` use.
enum FuzzTarget: String, CaseIterable, Sendable {
    case encoding, signature, attributes, header
    case plistXML = "plist-xml", plistBinary = "plist-binary", plistOpenStep = "plist-openstep"
    case json

    /// Runs one input through the target's parser and checks its invariants.
    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .encoding: fuzzTypeEncoding(Self.text(bytes))
        case .signature: fuzzMethodSignature(Self.text(bytes))
        case .attributes: fuzzPropertyAttributes(Self.text(bytes))
        case .header: fuzzHeader(Self.text(bytes))
        case .plistXML: fuzzPlist(Array(bytes), as: .xml)
        case .plistBinary: fuzzPlist(Array(bytes), as: .binary)
        case .plistOpenStep: fuzzPlist(Array(bytes), as: .openStep)
        case .json: fuzzJSON(Self.text(bytes))
        }
    }

    /// The text parsers take Swift strings: bytes that are not UTF-8 become U+FFFD, as they
    /// would when a caller makes the string from a file.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}

/// The harness's own invariant check: a violated invariant is a bug the fuzzer must report,
/// so it prints the reason and aborts (the libraries themselves never abort on input).
func fuzzCheck(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fail("invariant violated: " + what()) }
}

func fail(_ message: String) -> Never {
    let bytes = Array((message + "\n").utf8)
    bytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The target named by `PARSER_FUZZ_TARGET`, read once.
let selectedTarget: FuzzTarget? = getenv("PARSER_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) }

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    if selectedTarget == nil {
        let bytes = Array("set PARSER_FUZZ_TARGET to one of: \(FuzzTarget.names)\n".utf8)
        bytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        exit(2)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    target.run(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

#if !PARSER_FUZZ
/// Without libFuzzer: `ParserFuzz TARGET FILE…` replays each file (a crash reproducer)
/// through the same checks.
@main
struct ParserFuzzReplay {
    static func main() {
        let args = CommandLine.arguments.dropFirst()
        guard let name = args.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: ParserFuzz TARGET FILE…  (TARGET: \(FuzzTarget.names))")
            exit(2)
        }
        for path in args.dropFirst() {
            guard let bytes = readFile(path) else {
                print("\(path): cannot read")
                exit(1)
            }
            bytes.withUnsafeBufferPointer { target.run($0) }
            print("\(path): ok")
        }
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }
}
#endif
