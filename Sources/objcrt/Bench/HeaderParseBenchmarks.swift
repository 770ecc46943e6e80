// What reading a header costs when its SDK imports load the stand-in SDK's real surface
// (Sources/ObjCHeaders/SDK).
import ObjCHeaders

/// The model header every case compiles; `prefix` says what it imports first.
private func modelHeader(importing prefix: String) -> String {
    prefix + """
    @interface BenchProfile : NSObject <NSCopying>
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic, strong) NSArray<NSString *> *tags;
    @property (nonatomic, assign) NSInteger age;
    @property (nonatomic, weak) id delegate;
    - (instancetype)initWithName:(NSString *)name;
    @end
    """
}

/// The declarations the model needs, written out so that nothing is imported.
private let selfContained = """
    typedef long NSInteger;
    @protocol NSCopying
    - (id)copyWithZone:(void *)zone;
    @end
    __attribute__((objc_root_class))
    @interface NSObject
    @end
    @interface NSString : NSObject
    @end
    @interface NSArray<__covariant ObjectType> : NSObject
    @end

    """

/// `header.compile_foundation_import` / `header.compile_uikit_import`: compiling a small
/// model header that starts with `#import <Foundation/Foundation.h>` (or UIKit), against
/// `header.compile_self_contained`, the same header declaring what it needs itself. The
/// difference is what the SDK import costs per header once its modules are cached: replaying
/// the modules' macros and restoring the parser's state after them.
func headerParseBenchmarks() -> [BenchPair] {
    func compileCase(_ name: String, _ text: String) -> BenchCase {
        // Warm the SDK caches outside the timed rounds, as any second header finds them.
        _ = try? HeaderCompiler.compile(text, fileName: "bench.h", target: .host)
        return BenchCase(name: name) { n in
            var sum = 0
            for _ in 0..<n {
                let h = try? HeaderCompiler.compile(text, fileName: "bench.h", target: .host)
                sum &+= h?.classes.first?.properties.count ?? -1
            }
            return UInt64(bitPattern: Int64(sum))
        }
    }
    let baseline = compileCase("header.compile_self_contained", modelHeader(importing: selfContained))
    return [
        BenchPair(subject: compileCase("header.compile_foundation_import", modelHeader(importing: "#import <Foundation/Foundation.h>\n")),
                  baseline: baseline),
        BenchPair(subject: compileCase("header.compile_uikit_import", modelHeader(importing: "#import <UIKit/UIKit.h>\n")),
                  baseline: baseline),
    ]
}
