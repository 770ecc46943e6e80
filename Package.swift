// swift-tools-version:6.0
// MiniObjC: an Objective-C runtime emulator for Linux, in C11 and Swift 6.
// The module map is in Docs/Architecture.md.
import PackageDescription

/// Every C target: GNU extensions of the C library (pthread, malloc_usable_size) and a
/// warning-free build. `-Wmissing-prototypes` and `-Wnested-externs` keep every shared
/// function declared in a header and none declared inside another function. `-fexceptions`:
/// an Objective-C exception thrown through a C frame runs that frame's cleanups
/// (`__attribute__((cleanup))`), as objcrt cc's build of the same sources does.
let cSettings: [CSetting] = [
    .define("_GNU_SOURCE"),
    .unsafeFlags(["-Wall", "-Wextra", "-Wmissing-prototypes", "-Wnested-externs", "-Wstrict-prototypes", "-fexceptions"]),
]

let package = Package(
    name: "MiniObjC",
    products: [
        .executable(name: "objcrt", targets: ["objcrt"]),
        .library(name: "ObjCEncoding", targets: ["ObjCEncoding"]),
        .library(name: "CivilTime", targets: ["CivilTime"]),
        .library(name: "ObjCRuntime", targets: ["ObjCRuntime"]),
        .library(name: "ObjCHeaders", targets: ["ObjCHeaders"]),
        .library(name: "PropertyLists", targets: ["PropertyLists"]),
        .library(name: "DynamicDefaults", targets: ["DynamicDefaults"]),
        .library(name: "KeyValueObserving", targets: ["KeyValueObserving"]),
        .library(name: "ModelMapping", targets: ["ModelMapping"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The C core in three layers, one folder and one target each, dependencies one way
        // (Docs/Architecture.md, "The C layers"): the runtime core; a small Foundation on it
        // and on the libffi glue (NSInvocation's frames); the glue, which needs neither.
        .target(
            name: "CRuntimeCore",
            path: "CSupport/RuntimeCore",
            cSettings: cSettings
        ),
        .target(
            name: "CValueClasses",
            dependencies: ["CRuntimeCore", "CLibffiGlue"],
            path: "CSupport/ValueClasses",
            cSettings: cSettings
        ),
        // Compiled Objective-C (clang's GNUstep 2.0 ABI): the loader, objc_msgSend, objc4's C
        // API over the core. Compiled programs include CSupport/Headers; Swift sees CObjCABI.h.
        .target(
            name: "CObjCABI",
            dependencies: ["CRuntimeCore"],
            path: "CSupport/ObjCABI",
            cSettings: cSettings,
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "CLibffiGlue",
            path: "CSupport/LibffiGlue",
            cSettings: cSettings,
            linkerSettings: [.linkedLibrary("ffi")]
        ),
        // The type-encoding grammar and property attribute strings. Pure Swift, no dependencies.
        .target(name: "ObjCEncoding"),
        // Dates without Foundation: calendar arithmetic, the reference date, ISO 8601 text.
        // Pure Swift, no dependencies.
        .target(name: "CivilTime"),
        // The Swift API over the three C layers.
        .target(name: "ObjCRuntime", dependencies: ["CRuntimeCore", "CValueClasses", "CLibffiGlue", "CObjCABI", "ObjCEncoding", "CivilTime"]),
        // Objective-C header text -> clang's strings -> live classes.
        // (CRuntimeCore directly for the synthesized accessors' record table and scalar IMPs.)
        .target(name: "ObjCHeaders", dependencies: ["ObjCRuntime", "ObjCEncoding", "CRuntimeCore"]),
        // Property lists: XML, binary and old-style (OpenStep) codecs, and files. Needs only CivilTime.
        .target(name: "PropertyLists", dependencies: ["CivilTime"]),
        // GVUserDefaults on a real, persistent defaults store.
        .target(name: "DynamicDefaults", dependencies: ["ObjCRuntime", "ObjCEncoding", "PropertyLists"]),
        // KVO by isa-swizzling (NSKVONotifying_<Class>) and a KVOController.
        .target(name: "KeyValueObserving", dependencies: ["ObjCRuntime", "ObjCEncoding", "CRuntimeCore", "CValueClasses", "CObjCABI"]),
        // YYModel: cached class info, dictionary / JSON <-> model object mapping.
        // (CValueClasses and CRuntimeCore directly for NSJSONSerialization's C entry and NSError, Compiled/;
        // PropertyLists: keyed archives are binary property lists, NSKeyedArchiver's bytes.)
        .target(name: "ModelMapping", dependencies: ["ObjCRuntime", "ObjCEncoding", "CivilTime", "CValueClasses", "CRuntimeCore",
                                                     "PropertyLists"]),
        // The one executable: demo and tools.
        .executableTarget(
            name: "objcrt",
            dependencies: [
                "ObjCEncoding", "ObjCRuntime", "ObjCHeaders", "CivilTime", "PropertyLists", "DynamicDefaults",
                "KeyValueObserving", "ModelMapping", "CRuntimeCore", "CLibffiGlue",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Exports the runtime: compiled code objcrt loads into itself (`objcrt test`'s
            // bundles, `run --host`, the compiled.kvocontroller_block_setter library) resolves
            // objc_msgSend & co. against the runtime linked here, as CompiledObjCTests does.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),

        // One libFuzzer executable for every parser: encodings, signatures, attribute strings,
        // headers, the three plist formats, JSON (see Scripts/fuzz.sh).
        .executableTarget(name: "ParserFuzz",
                          dependencies: ["ObjCEncoding", "ObjCRuntime", "ObjCHeaders", "PropertyLists", "ModelMapping"]),

        // What every test suite shares and that needs no module of the package: the seeded
        // generator, unique class names, temporary directories and files, the process runner
        // (child processes: objcrt, the defaults store's helpers), running Python.
        .target(name: "MiniObjCTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime"]),
        .testTarget(name: "ObjCEncodingTests", dependencies: ["ObjCEncoding", "MiniObjCTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "ObjCRuntimeTests", dependencies: ["ObjCRuntime", "ObjCEncoding", "CRuntimeCore", "CValueClasses", "CLibffiGlue",
                                                      "CallTestSupport", "MiniObjCTestSupport"]),
        .target(name: "CallTestSupport", path: "Tests/CallTestSupport", exclude: ["generate.py", "generate_methods.py"]),
        .testTarget(name: "ObjCHeadersTests", dependencies: ["ObjCHeaders", "ObjCRuntime", "ObjCEncoding", "CallTestSupport",
                                                             "MiniObjCTestSupport"],
                    resources: [.copy("Fixtures")]),
        // Sample property-list values the plist, defaults and CLI tests share (apart from
        // MiniObjCTestSupport so that only these suites depend on PropertyLists through it).
        .target(name: "PlistTestSupport", dependencies: ["PropertyLists"], path: "Tests/PlistTestSupport"),
        .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists", "PlistTestSupport", "MiniObjCTestSupport"]),
        .testTarget(name: "DynamicDefaultsTests", dependencies: ["DynamicDefaults", "PropertyLists", "PlistTestSupport", "ObjCRuntime",
                                                                 "ObjCHeaders", "KeyValueObserving", "MiniObjCTestSupport"]),
        .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving", "ObjCRuntime", "ObjCHeaders",
                                                                   "MiniObjCTestSupport"]),
        // Objective-C programs compiled by `objcrt cc` and run on the loader and objc_msgSend.
        // The test executable exports its symbols, so a dlopened compiled library resolves
        // objc_msgSend & co. against the runtime already in the process (TwoDoorsTests).
        .testTarget(name: "CompiledObjCTests", dependencies: ["ObjCRuntime", "ObjCHeaders", "KeyValueObserving", "ModelMapping",
                                                          "DynamicDefaults", "PropertyLists", "MiniObjCTestSupport"],
                    exclude: ["Programs"], linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "ModelMappingTests", dependencies: ["ModelMapping", "ObjCRuntime", "ObjCEncoding", "ObjCHeaders", "DynamicDefaults",
                                                               "PropertyLists", "MiniObjCTestSupport"]),
        // The objcrt executable's commands, run as processes (the executable is built beside
        // the tests; no module imports it). DynamicDefaults and PropertyLists to read what
        // `objcrt defaults` wrote.
        .testTarget(name: "objcrtTests", dependencies: ["DynamicDefaults", "PropertyLists", "PlistTestSupport", "MiniObjCTestSupport"]),
        // The package graph against the sources and the chapter: every target's declared
        // dependencies are the package modules its Swift files import, and Docs/Architecture.md's
        // layer diagram draws only real dependencies. Reads files only: no module of the package.
        .testTarget(name: "PackageGraphTests", dependencies: ["MiniObjCTestSupport"]),
    ],
    cLanguageStandard: .c11
)
