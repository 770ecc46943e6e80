//
//  SVRadialGradientLayer.h
//  SVProgressHUD, https://github.com/SVProgressHUD/SVProgressHUD
//
//  Copyright (c) 2014-2023 Tobias Totzek and contributors. All rights reserved.
//

#import <QuartzCore/QuartzCore.h>

@interface SVRadialGradientLayer : CALayer

@property (nonatomic) CGPoint gradientCenter;

@end
