"""quilltune.prepare"""
