// Written for MiniObjC's corpus in the style of wire-format, graphics and SIMD code: packed
// records (`__attribute__((packed))` on a struct, on a field, after the braces;
// `#pragma pack` with push, pop and labels), alignment raised with `aligned(N)`, `_Alignas`
// and aligned typedefs, bitfields in packed records, and vector types (`ext_vector_type`,
// `vector_size`), which clang encodes as nothing. The encodings do not change; the sizes,
// frame offsets and ivar offsets do.
#import <Foundation/Foundation.h>

struct __attribute__((packed)) WireHeader { uint8_t version; uint32_t length; uint16_t kind; };
struct WireTrailer { char tag; int checksum; } __attribute__((packed));
struct MixedPacking { char tag; int loose; int tight __attribute__((packed)); short tail; };
struct PackedFlags { char tag; unsigned low : 7; unsigned high : 30; } __attribute__((__packed__));
typedef struct __attribute__((packed, aligned(4))) { char c; int i; } PaddedPacked;

#pragma pack(push, 1)
struct PragmaPacked { char c; double d; short s; };
struct PragmaBits { char c; unsigned a : 7; unsigned b : 30; };
#pragma pack(pop)

#pragma pack(2)
struct PackTwo { char c; int i; double d; int wide __attribute__((aligned(8))); };
#pragma pack()

#pragma pack(push, 8)
#pragma pack(push, inner, 2)
struct InnerPack { char c; double d; };
#pragma pack(pop, inner)
struct OuterPack { char c; double d; };
#pragma pack(pop)

struct Cacheline { char c; } __attribute__((aligned(64)));
struct AlignedField { char c; int i __attribute__((aligned(16))); };
struct AlignasField { char c; _Alignas(8) int i; _Alignas(double) short s; };
struct AlignedBits { char c; unsigned a : 3 __attribute__((aligned(4))); unsigned b : 5; };
typedef struct { char c; } LooseByte __attribute__((aligned(16)));
typedef LooseByte LooseAlias;
typedef int WideInt __attribute__((aligned(8)));
struct HoldsAligned { char c; LooseAlias a; WideInt w; };

typedef float Float3 __attribute__((ext_vector_type(3)));
typedef float Float4 __attribute__((ext_vector_type(4)));
typedef double Double4 __attribute__((ext_vector_type(4)));
typedef int Int2 __attribute__((vector_size(8)));
typedef unsigned char Bytes16 __attribute__((vector_size(16)));
struct Vertex { Float3 position; Float4 color; char flag; };

@interface WireCodec : NSObject {
    @public
    char _kind;
    struct WireHeader _header;
    struct PragmaPacked _packed;
    struct Cacheline _line;
    char _after;
    int _wideIvar __attribute__((aligned(16)));
    char _last;
}
@property (nonatomic) struct WireHeader header;
@property (nonatomic) struct WireTrailer trailer;
@property (nonatomic) struct MixedPacking mixed;
@property (nonatomic) struct PackedFlags flags;
@property (nonatomic) PaddedPacked padded;
@property (nonatomic) struct PragmaBits bits;
@property (nonatomic) struct PackTwo packTwo;
@property (nonatomic) struct InnerPack innerPack;
@property (nonatomic) struct OuterPack outerPack;
@property (nonatomic) struct AlignedField alignedField;
@property (nonatomic) struct AlignasField alignasField;
@property (nonatomic) struct AlignedBits alignedBits;
@property (nonatomic) LooseAlias loose;
@property (nonatomic) struct HoldsAligned holdsAligned;
- (void)write:(struct WireHeader)header trailer:(struct WireTrailer)trailer mixed:(struct MixedPacking)mixed;
- (struct PragmaPacked)readPacked:(struct PragmaPacked *)into count:(NSUInteger)count;
- (void)fill:(struct Cacheline)line with:(struct AlignedField)field after:(char)c;
- (WideInt)wide:(WideInt)a loose:(LooseByte)b;
@end

@interface VectorMath : NSObject {
    char _tag;
    Float3 _origin;
}
@property (nonatomic) Float3 position;
@property (nonatomic) Float4 color;
@property (nonatomic) Double4 precise;
@property (nonatomic) Int2 pair;
@property (nonatomic) Bytes16 bytes;
@property (nonatomic) struct Vertex vertex;
@property (nonatomic) Float4 *colors;
- (Float4)scale:(Float4)v by:(float)factor;
- (void)transform:(Float3)a with:(Double4)b into:(Float3 *)out;
- (Int2)pairFrom:(Bytes16)bytes at:(NSInteger)index;
@end
