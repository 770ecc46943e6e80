// QuartzCore and ImageIO in the stand-in SDK: CALayer and its subclasses, CATransform3D,
// the animation classes and timing protocols, CADisplayLink, CATransaction; image sources
// and destinations with their property keys.
extension SDK {
    static let quartzCore = #"""
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>

#define CA_EXTERN extern
#define CA_EXTERN_C_BEGIN
#define CA_EXTERN_C_END
#define CA_INLINE static inline
#define CA_WARN_UNUSED
#define CA_CANONICAL_NAME(name)
#define CA_AVAILABLE_STARTING(...)
#define CA_AVAILABLE_BUT_DEPRECATED(...)
struct CATransform3D {
    CGFloat m11, m12, m13, m14;
    CGFloat m21, m22, m23, m24;
    CGFloat m31, m32, m33, m34;
    CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;
CA_EXTERN const CATransform3D CATransform3DIdentity;
CA_EXTERN bool CATransform3DIsIdentity(CATransform3D t);
CA_EXTERN CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CA_EXTERN CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CA_EXTERN CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CA_EXTERN CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
CA_EXTERN CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);
CA_EXTERN CFTimeInterval CACurrentMediaTime(void);

typedef NSString *CALayerContentsGravity NS_TYPED_ENUM;
typedef NSString *CALayerContentsFilter NS_TYPED_ENUM;
typedef NSString *CALayerCornerCurve NS_TYPED_ENUM;
typedef NSString *CAMediaTimingFillMode NS_TYPED_ENUM;
typedef NSString *CAMediaTimingFunctionName NS_TYPED_ENUM;
typedef NSString *CAAnimationCalculationMode NS_TYPED_ENUM;
typedef NSString *CATransitionType NS_TYPED_ENUM;
typedef NSString *CATransitionSubtype NS_TYPED_ENUM;
typedef NSString *CAShapeLayerFillRule NS_TYPED_ENUM;
typedef NSString *CAShapeLayerLineCap NS_TYPED_ENUM;
typedef NSString *CAShapeLayerLineJoin NS_TYPED_ENUM;
typedef NSString *CAGradientLayerType NS_TYPED_ENUM;
CA_EXTERN CALayerContentsGravity const kCAGravityResize;
CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspect;
CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspectFill;
CA_EXTERN CALayerContentsGravity const kCAGravityCenter;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeForwards;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBackwards;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeBoth;
CA_EXTERN CAMediaTimingFillMode const kCAFillModeRemoved;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseIn;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseOut;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseInEaseOut;
CA_EXTERN CAMediaTimingFunctionName const kCAMediaTimingFunctionDefault;
CA_EXTERN CATransitionType const kCATransitionFade;
CA_EXTERN CATransitionType const kCATransitionPush;
CA_EXTERN NSString *const kCAOnOrderIn;
CA_EXTERN NSString *const kCATransition;
typedef NS_OPTIONS(NSUInteger, CACornerMask) {
    kCALayerMinXMinYCorner = 1U << 0, kCALayerMaxXMinYCorner = 1U << 1,
    kCALayerMinXMaxYCorner = 1U << 2, kCALayerMaxXMaxYCorner = 1U << 3
};
typedef NS_OPTIONS(unsigned int, CAEdgeAntialiasingMask) {
    kCALayerLeftEdge = 1U << 0, kCALayerRightEdge = 1U << 1, kCALayerBottomEdge = 1U << 2, kCALayerTopEdge = 1U << 3
};
typedef NS_OPTIONS(unsigned int, CAAutoresizingMask) {
    kCALayerNotSizable = 0, kCALayerMinXMargin = 1U << 0, kCALayerWidthSizable = 1U << 1, kCALayerMaxXMargin = 1U << 2,
    kCALayerMinYMargin = 1U << 3, kCALayerHeightSizable = 1U << 4, kCALayerMaxYMargin = 1U << 5
};

@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property (copy) CAMediaTimingFillMode fillMode;
@end

@protocol CAAction
- (void)runActionForKey:(NSString *)event object:(id)anObject arguments:(nullable NSDictionary *)dict;
@end
@interface NSNull (CAActionAdditions) <CAAction>
@end

@class CALayer, CAAnimation, CAMediaTimingFunction;
@protocol CALayerDelegate <NSObject>
@optional
- (void)displayLayer:(CALayer *)layer;
- (void)drawLayer:(CALayer *)layer inContext:(CGContextRef)ctx;
- (void)layerWillDraw:(CALayer *)layer;
- (void)layoutSublayersOfLayer:(CALayer *)layer;
- (nullable id<CAAction>)actionForLayer:(CALayer *)layer forKey:(NSString *)event;
@end

@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)layer;
- (instancetype)init;
- (instancetype)initWithLayer:(id)layer;
- (nullable instancetype)presentationLayer;
- (instancetype)modelLayer;
+ (nullable id)defaultValueForKey:(NSString *)key;
+ (BOOL)needsDisplayForKey:(NSString *)key;
@property CGRect bounds;
@property CGPoint position;
@property CGFloat zPosition;
@property CGPoint anchorPoint;
@property CGFloat anchorPointZ;
@property CATransform3D transform;
- (CGAffineTransform)affineTransform;
- (void)setAffineTransform:(CGAffineTransform)m;
@property CGRect frame;
@property (getter=isHidden) BOOL hidden;
@property (getter=isDoubleSided) BOOL doubleSided;
@property (getter=isGeometryFlipped) BOOL geometryFlipped;
@property (nullable, readonly) CALayer *superlayer;
- (void)removeFromSuperlayer;
@property (nullable, copy) NSArray<__kindof CALayer *> *sublayers;
- (void)addSublayer:(CALayer *)layer;
- (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
- (void)insertSublayer:(CALayer *)layer below:(nullable CALayer *)sibling;
- (void)insertSublayer:(CALayer *)layer above:(nullable CALayer *)sibling;
- (void)replaceSublayer:(CALayer *)oldLayer with:(CALayer *)newLayer;
@property CATransform3D sublayerTransform;
@property (nullable, strong) __kindof CALayer *mask;
@property BOOL masksToBounds;
- (CGPoint)convertPoint:(CGPoint)p fromLayer:(nullable CALayer *)l;
- (CGPoint)convertPoint:(CGPoint)p toLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r fromLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r toLayer:(nullable CALayer *)l;
- (nullable __kindof CALayer *)hitTest:(CGPoint)p;
- (BOOL)containsPoint:(CGPoint)p;
@property (nullable, strong) id contents;
@property CGRect contentsRect;
@property (copy) CALayerContentsGravity contentsGravity;
@property CGFloat contentsScale;
@property CGRect contentsCenter;
@property (copy) CALayerContentsFilter minificationFilter;
@property (copy) CALayerContentsFilter magnificationFilter;
@property (getter=isOpaque) BOOL opaque;
- (void)display;
- (void)setNeedsDisplay;
- (void)setNeedsDisplayInRect:(CGRect)r;
- (BOOL)needsDisplay;
- (void)displayIfNeeded;
@property BOOL needsDisplayOnBoundsChange;
@property BOOL drawsAsynchronously;
- (void)drawInContext:(CGContextRef)ctx;
- (void)renderInContext:(CGContextRef)ctx;
@property CAEdgeAntialiasingMask edgeAntialiasingMask;
@property BOOL allowsEdgeAntialiasing;
@property (nullable) CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CACornerMask maskedCorners;
@property (copy) CALayerCornerCurve cornerCurve;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property float opacity;
@property BOOL allowsGroupOpacity;
@property (nullable, strong) id compositingFilter;
@property (nullable, copy) NSArray *filters;
@property (nullable, copy) NSArray *backgroundFilters;
@property BOOL shouldRasterize;
@property CGFloat rasterizationScale;
@property (nullable) CGColorRef shadowColor;
@property float shadowOpacity;
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property (nullable) CGPathRef shadowPath;
- (CGSize)preferredFrameSize;
- (void)setNeedsLayout;
- (BOOL)needsLayout;
- (void)layoutIfNeeded;
- (void)layoutSublayers;
@property CAAutoresizingMask autoresizingMask;
+ (nullable id<CAAction>)defaultActionForKey:(NSString *)event;
- (nullable id<CAAction>)actionForKey:(NSString *)event;
@property (nullable, copy) NSDictionary<NSString *, id<CAAction>> *actions;
- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
- (nullable NSArray<NSString *> *)animationKeys;
- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;
@property (nullable, copy) NSString *name;
@property (nullable, weak) id<CALayerDelegate> delegate;
@property (nullable, copy) NSDictionary *style;
@end

@interface CAShapeLayer : CALayer
@property (nullable) CGPathRef path;
@property (nullable) CGColorRef fillColor;
@property (copy) CAShapeLayerFillRule fillRule;
@property (nullable) CGColorRef strokeColor;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@property CGFloat lineWidth;
@property CGFloat miterLimit;
@property (copy) CAShapeLayerLineCap lineCap;
@property (copy) CAShapeLayerLineJoin lineJoin;
@property CGFloat lineDashPhase;
@property (nullable, copy) NSArray<NSNumber *> *lineDashPattern;
@end
@interface CAGradientLayer : CALayer
@property (nullable, copy) NSArray *colors;
@property (nullable, copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@property (copy) CAGradientLayerType type;
@end
@interface CATextLayer : CALayer
@property (nullable, copy) id string;
@property (nullable) CFTypeRef font;
@property CGFloat fontSize;
@property (nullable) CGColorRef foregroundColor;
@property (getter=isWrapped) BOOL wrapped;
@property (copy) NSString *truncationMode;
@property (copy) NSString *alignmentMode;
@end
@interface CAReplicatorLayer : CALayer
@property NSInteger instanceCount;
@property CFTimeInterval instanceDelay;
@property CATransform3D instanceTransform;
@end
@interface CAScrollLayer : CALayer
- (void)scrollToPoint:(CGPoint)p;
- (void)scrollToRect:(CGRect)r;
@end

@interface CAMediaTimingFunction : NSObject <NSSecureCoding>
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (instancetype)initWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (void)getControlPointAtIndex:(size_t)idx values:(float[_Nonnull 2])ptr;
@end

@protocol CAAnimationDelegate <NSObject>
@optional
- (void)animationDidStart:(CAAnimation *)anim;
- (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag;
@end
@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>
+ (instancetype)animation;
+ (nullable id)defaultValueForKey:(NSString *)key;
- (BOOL)shouldArchiveValueForKey:(NSString *)key;
@property (nullable, strong) CAMediaTimingFunction *timingFunction;
@property (nullable, strong) id<CAAnimationDelegate> delegate;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(nullable NSString *)path;
@property (nullable, copy) NSString *keyPath;
@property (getter=isAdditive) BOOL additive;
@property (getter=isCumulative) BOOL cumulative;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property (nullable, strong) id fromValue;
@property (nullable, strong) id toValue;
@property (nullable, strong) id byValue;
@end
@interface CAKeyframeAnimation : CAPropertyAnimation
@property (nullable, copy) NSArray *values;
@property (nullable) CGPathRef path;
@property (nullable, copy) NSArray<NSNumber *> *keyTimes;
@property (nullable, copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property (copy) CAAnimationCalculationMode calculationMode;
@end
@interface CASpringAnimation : CABasicAnimation
@property CGFloat mass;
@property CGFloat stiffness;
@property CGFloat damping;
@property CGFloat initialVelocity;
@property (readonly) CFTimeInterval settlingDuration;
@end
@interface CATransition : CAAnimation
@property (copy) CATransitionType type;
@property (nullable, copy) CATransitionSubtype subtype;
@property float startProgress;
@property float endProgress;
@end
@interface CAAnimationGroup : CAAnimation
@property (nullable, copy) NSArray<CAAnimation *> *animations;
@end

@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property (readonly, nonatomic) CFTimeInterval timestamp;
@property (readonly, nonatomic) CFTimeInterval duration;
@property (readonly, nonatomic) CFTimeInterval targetTimestamp;
@property (getter=isPaused, nonatomic) BOOL paused;
@property (nonatomic) NSInteger frameInterval;
@property (nonatomic) NSInteger preferredFramesPerSecond;
@end

@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)flush;
+ (void)lock;
+ (void)unlock;
+ (CFTimeInterval)animationDuration;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (nullable CAMediaTimingFunction *)animationTimingFunction;
+ (void)setAnimationTimingFunction:(nullable CAMediaTimingFunction *)function;
+ (BOOL)disableActions;
+ (void)setDisableActions:(BOOL)flag;
+ (nullable void (^)(void))completionBlock;
+ (void)setCompletionBlock:(nullable void (^)(void))block;
@end

@interface NSValue (CATransform3DAdditions)
+ (NSValue *)valueWithCATransform3D:(CATransform3D)t;
@property (readonly) CATransform3D CATransform3DValue;
@end
"""#

    static let imageIO = #"""
#import <CoreFoundation/CoreFoundation.h>
#import <CoreGraphics/CoreGraphics.h>

#define IMAGEIO_EXTERN extern
#define IMAGEIO_AVAILABLE_STARTING(...)
typedef struct CF_BRIDGED_TYPE(id) CGImageSource *CGImageSourceRef;
typedef struct CF_BRIDGED_TYPE(id) CGImageDestination *CGImageDestinationRef;
typedef struct CF_BRIDGED_TYPE(id) CGImageMetadata *CGImageMetadataRef;
typedef CF_ENUM(int32_t, CGImageSourceStatus) {
    kCGImageStatusUnexpectedEOF = -5, kCGImageStatusInvalidData = -4, kCGImageStatusUnknownType = -3,
    kCGImageStatusReadingHeader = -2, kCGImageStatusIncomplete = -1, kCGImageStatusComplete = 0
};
IMAGEIO_EXTERN const CFStringRef kCGImageSourceTypeIdentifierHint;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceShouldCache;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceShouldCacheImmediately;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceCreateThumbnailFromImageAlways;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceCreateThumbnailFromImageIfAbsent;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceThumbnailMaxPixelSize;
IMAGEIO_EXTERN const CFStringRef kCGImageSourceCreateThumbnailWithTransform;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyPixelWidth;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyPixelHeight;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyOrientation;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyGIFDictionary;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyGIFDelayTime;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyGIFUnclampedDelayTime;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyGIFLoopCount;
IMAGEIO_EXTERN const CFStringRef kCGImagePropertyPNGDictionary;
IMAGEIO_EXTERN const CFStringRef kCGImageDestinationLossyCompressionQuality;
IMAGEIO_EXTERN CFTypeID CGImageSourceGetTypeID(void);
IMAGEIO_EXTERN CGImageSourceRef CGImageSourceCreateWithData(CFDataRef data, CFDictionaryRef options);
IMAGEIO_EXTERN CGImageSourceRef CGImageSourceCreateWithURL(CFURLRef url, CFDictionaryRef options);
IMAGEIO_EXTERN CGImageSourceRef CGImageSourceCreateIncremental(CFDictionaryRef options);
IMAGEIO_EXTERN void CGImageSourceUpdateData(CGImageSourceRef isrc, CFDataRef data, bool final);
IMAGEIO_EXTERN CFStringRef CGImageSourceGetType(CGImageSourceRef isrc);
IMAGEIO_EXTERN size_t CGImageSourceGetCount(CGImageSourceRef isrc);
IMAGEIO_EXTERN CFDictionaryRef CGImageSourceCopyProperties(CGImageSourceRef isrc, CFDictionaryRef options);
IMAGEIO_EXTERN CFDictionaryRef CGImageSourceCopyPropertiesAtIndex(CGImageSourceRef isrc, size_t index, CFDictionaryRef options);
IMAGEIO_EXTERN CGImageRef CGImageSourceCreateImageAtIndex(CGImageSourceRef isrc, size_t index, CFDictionaryRef options);
IMAGEIO_EXTERN CGImageRef CGImageSourceCreateThumbnailAtIndex(CGImageSourceRef isrc, size_t index, CFDictionaryRef options);
IMAGEIO_EXTERN CGImageSourceStatus CGImageSourceGetStatus(CGImageSourceRef isrc);
IMAGEIO_EXTERN CGImageDestinationRef CGImageDestinationCreateWithData(CFMutableDataRef data, CFStringRef type, size_t count, CFDictionaryRef options);
IMAGEIO_EXTERN void CGImageDestinationAddImage(CGImageDestinationRef idst, CGImageRef image, CFDictionaryRef properties);
IMAGEIO_EXTERN void CGImageDestinationSetProperties(CGImageDestinationRef idst, CFDictionaryRef properties);
IMAGEIO_EXTERN bool CGImageDestinationFinalize(CGImageDestinationRef idst);
IMAGEIO_EXTERN CFArrayRef CGImageSourceCopyTypeIdentifiers(void);
IMAGEIO_EXTERN CFArrayRef CGImageDestinationCopyTypeIdentifiers(void);
"""#
}
