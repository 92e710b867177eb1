"""quilltune.bench"""
