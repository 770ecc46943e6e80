// Written for MiniObjC's corpus: Core Foundation and Core Graphics values held by
// Objective-C objects — `CF…Ref` properties (`CFStringRef` points to a const structure,
// but a typedef'd pointer counts only its own const: `^{__CFString=}`), callback structures of function pointers, run
// loop observers, CGColor / CGImage references, geometry and transforms.
#import <Foundation/Foundation.h>
#import <CoreFoundation/CoreFoundation.h>
#import <CoreGraphics/CoreGraphics.h>
#import <QuartzCore/QuartzCore.h>
#import <ImageIO/ImageIO.h>

typedef struct {
    CFIndex version;
    CFArrayCallBacks arrayCallBacks;
    CFDictionaryKeyCallBacks keyCallBacks;
    void (*applier)(const void *value, void *context);
} BridgeCallbacks;

@interface CFBridge : NSObject {
    @public
    CFArrayCallBacks _arrayCallbacks;
    CFRunLoopObserverContext _observerContext;
    CGAffineTransform _baseTransform;
}
@property (nonatomic, assign) CFStringRef cfName;
@property (nonatomic, assign) CFMutableStringRef mutableName;
@property (nonatomic, assign) CFArrayRef items;
@property (nonatomic, assign) CFMutableDictionaryRef cache;
@property (nonatomic, assign) CFTypeRef anyObject;
@property (nonatomic, assign) CFRunLoopRef runLoop;
@property (nonatomic, assign) CFRunLoopObserverRef observer;
@property (nonatomic, assign) CFRange range;
@property (nonatomic, assign) CFAbsoluteTime lastUpdate;
@property (nonatomic, assign) CFStringEncoding encoding;
@property (nonatomic, assign) BridgeCallbacks callbacks;
@property (nonatomic, assign) CFArrayCallBacks arrayCallBacks;
@property (nonatomic, assign) CFArrayApplierFunction applier;
@property (nonatomic, assign) CGColorRef color;
@property (nonatomic, assign) CGImageRef image;
@property (nonatomic, assign) CGContextRef context;
@property (nonatomic, assign) CGMutablePathRef path;
@property (nonatomic, assign) CGImageSourceRef imageSource;
@property (nonatomic, assign) CGRect frame;
@property (nonatomic, assign) CGVector velocity;
@property (nonatomic, assign) CGAffineTransform transform;
@property (nonatomic, assign) CATransform3D transform3D;
@property (nonatomic, assign) CGBitmapInfo bitmapInfo;
@property (nonatomic, assign) CGBlendMode blendMode;
@property (nonatomic, assign) UInt8 byte;
@property (nonatomic, assign) UInt16 word;
@property (nonatomic, assign) UInt32 fourCC;
@property (nonatomic, assign) UInt64 wide;
@property (nonatomic, assign) SInt8 smallSigned;
@property (nonatomic, assign) SInt16 shortSigned;
@property (nonatomic, assign) SInt32 signedWord;
@property (nonatomic, assign) SInt64 signedWide;
@property (nonatomic, assign) Boolean cfFlag;
@property (nonatomic, strong) CALayer *layer;
- (CFComparisonResult)compareName:(CFStringRef)other options:(CFStringCompareFlags)options;
- (void)applyCallbacks:(const CFArrayCallBacks *)callbacks toValues:(const void **)values count:(CFIndex)count;
- (CGImageRef)copyImageFromSource:(CGImageSourceRef)source atIndex:(size_t)index CF_RETURNS_RETAINED;
@end
